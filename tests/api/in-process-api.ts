import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import './backend';

/**
 * The API's Express app run inside the test process, against the same emulators: for what the Functions emulator
 * hides (it answers CORS itself) and for injecting faults into the services.
 */
export async function startInProcessApi(): Promise<{ base: string; close: () => Promise<void> }> {
  const { createApp } = await import('../../functions/src/app');
  const server: Server = await new Promise((resolve) => {
    const listening = createApp().listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
