// Each request of a publication is tried again as firebase-tools tries it: on 429, 5xx and network failures, with
// backoff and the server's Retry-After; never on another 4xx.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandInOptions } from '../testing/hosting-api-stand-in';
import { hostingFixture, type HostingFixture } from '../testing/hosting-target-fixture';
import { DEPLOYED, files, PUBLICATION } from '../testing/hosting-target-fixture';
import { hostingClient } from './hosting-requests';

let fixture: HostingFixture | undefined;
afterEach(async () => {
  await fixture?.standIn.close();
  fixture = undefined;
});
async function start(standIn: StandInOptions = {}) {
  fixture = await hostingFixture(standIn);
  return fixture;
}

const STEPS: [string, { method: string; pathPattern: string }][] = [
  ['populateFiles', { method: 'POST', pathPattern: ':populateFiles$' }],
  ['an upload', { method: 'POST', pathPattern: '^/upload/' }],
  ['the poll of the clone', { method: 'GET', pathPattern: '/operations/' }],
  ['the release', { method: 'POST', pathPattern: '/channels/live/releases$' }],
];

describe('retries of the Hosting API target', () => {
  it.each(STEPS)('goes through a 429 with Retry-After and a 503 on %s', async (_, step) => {
    const { standIn, target } = await start();
    standIn.addFaults([
      { ...step, status: 429, retryAfter: 1, times: 1 },
      { ...step, status: 503, times: 1 },
    ]);
    await target.publish(files(PUBLICATION));
    expect(standIn.liveFiles()).toEqual({ ...DEPLOYED, ...PUBLICATION });
    const matching = standIn.requests.filter(
      (request) => request.method === step.method && new RegExp(step.pathPattern).test(request.path),
    );
    const throttled = matching.findIndex((request) => request.status === 429);
    const again = matching.slice(throttled + 1).find((request) => request.path === matching[throttled]?.path);
    expect(matching.map((request) => request.status)).toContain(503);
    // Retry-After: 1 is honoured, though the backoff alone would wait 1 ms.
    expect((again?.at ?? 0) - (matching[throttled]?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'OK'],
  ])('takes an upload answered 200 with a body %s', async (_, uploadAnswer) => {
    const { standIn, target } = await start({ uploadAnswer });
    const { version } = await target.publish(files(PUBLICATION));
    expect(standIn.liveVersion()?.id).toBe(version);
    expect(standIn.uploads().length).toBeGreaterThan(0);
  });

  it('does not try a request again after a 4xx other than 429', async () => {
    const { standIn, target, calls } = await start();
    standIn.addFaults([{ method: 'POST', pathPattern: ':populateFiles$', status: 400, times: 1 }]);
    await expect(target.publish(files(PUBLICATION))).rejects.toThrow(/add the files to the version: 400/);
    expect(calls(/:populateFiles$/)).toHaveLength(1);
    expect([...standIn.versions.values()].at(-1)?.status).toBe('DELETED');
  });

  it('tries populateFiles 3 more times and an upload 5 more, as firebase-tools does', async () => {
    const populating = await start();
    populating.standIn.failWhen((request) => (request.path.endsWith(':populateFiles') ? 503 : undefined));
    await expect(populating.target.publish(files(PUBLICATION))).rejects.toThrow(/503/);
    expect(populating.calls(/:populateFiles$/)).toHaveLength(4);
    await populating.standIn.close();

    const uploading = await start();
    uploading.standIn.failWhen((request) => (request.path.startsWith('/upload/') ? 503 : undefined));
    await expect(uploading.target.publish(files({ '/a.html': 'a' }))).rejects.toThrow(/upload a file: 503/);
    expect(uploading.calls(/^POST \/upload\//)).toHaveLength(6);
    expect(uploading.calls(/\/releases$/)).toHaveLength(0);
  });
});

describe('the request client', () => {
  it('tries again after a network failure', async () => {
    let connections = 0;
    const server = createServer((req, res) => {
      if (++connections === 1) return req.socket.destroy();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const request = hostingClient(async () => 'token', { retryDelayMs: 1 });
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      expect(await request({ step: 'read', method: 'GET', url })).toEqual({ ok: true });
      expect(connections).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
