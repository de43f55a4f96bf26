import express from 'express';
import type { AddressInfo } from 'node:net';
import { errorHandler } from '../http/errors';

/**
 * Serves middleware and a handler on a real Express app on a free local port, with the API's error handler, for as
 * long as `use` runs: unit tests exercise the HTTP layer as requests meet it, without the emulators.
 */
export async function withApp(
  build: (app: express.Express) => void,
  use: (baseUrl: string) => Promise<void>,
): Promise<void> {
  const app = express();
  build(app);
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
