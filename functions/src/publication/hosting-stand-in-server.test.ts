// The Hosting stand-in run as a process of its own and driven through its control API, as a test of a command
// (or a script) drives it, with the publication in another process.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandInState } from '../testing/hosting-api-stand-in';
import { STAND_IN_TOKEN } from '../testing/hosting-api-stand-in';
import { DEPLOYED, files, memoryPublishedFiles, PUBLICATION } from '../testing/hosting-target-fixture';
import { createHostingApiTarget } from './hosting-api';

const SERVER = path.resolve(import.meta.dirname, '../testing/hosting-stand-in-server.ts');
const PROJECT = 'portfolio-sample-2026';

let server: ChildProcess;
let origin: string;

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', SERVER, '--project', PROJECT, '--site-suffix'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: server.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    server.once('exit', (code) => reject(new Error(`the stand-in exited (${code})`)));
  });
  lines.close();
  const match = /^hosting stand-in: (http:\/\/127\.0\.0\.1:\d+)$/.exec(first);
  expect(match, first).not.toBeNull();
  origin = match![1]!;
}, 30_000);
afterAll(async () => {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

async function control<T = unknown>(name: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/_stand-in/${name}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, name).toBe(200);
  return (await response.json()) as T;
}

describe('the Hosting stand-in as its own process', () => {
  it('is deployed to, published to and faulted through its control API', async () => {
    const empty = await control<StandInState>('state');
    expect(empty).toMatchObject({ liveVersion: null, liveFiles: {}, releases: 0, versions: 0 });
    expect(empty.site).toMatch(new RegExp(`^${PROJECT}-[0-9a-f]{5}$`));
    expect(empty.retainedReleaseCount).toBe(10);

    const deployed = await control<{ version: string }>('deploy', { files: DEPLOYED });
    expect((await control<StandInState>('state')).liveVersion).toBe(deployed.version);

    const target = createHostingApiTarget({
      projectId: PROJECT,
      publishedFiles: memoryPublishedFiles(),
      accessToken: async () => STAND_IN_TOKEN,
      apiOrigin: origin,
      firebaseApiOrigin: origin,
      pollIntervalMs: 2,
      retryDelayMs: 1,
    });
    const first = await target.publish(files(PUBLICATION));
    const published = await control<StandInState>('state');
    expect(published).toMatchObject({
      liveVersion: first.version,
      liveFiles: { ...DEPLOYED, ...PUBLICATION },
    });
    expect(published.retainedReleaseCount).toBe(20);

    const redeployed = { ...DEPLOYED, '/assets/app.js': 'app code 2' };
    await control('deploy-during-next-publication', { files: redeployed });
    await control('faults', {
      faults: [{ method: 'POST', pathPattern: ':populateFiles$', status: 429, retryAfter: 0, times: 1 }],
    });
    await control('stale-cdn', { on: true });
    const edited = { ...PUBLICATION, '/about/index.html': '<h1>About, edited</h1>' };
    const second = await target.publish(files(edited));
    const after = await control<StandInState>('state');
    expect(after.liveVersion).toBe(second.version);
    expect(after.liveFiles).toEqual({ ...redeployed, ...edited });
    // The deploy, the first publication, the deploy during the second, the second.
    expect(after.releases).toBe(4);
    // Stale, the CDN serves the release before the live one: the deploy's own page.
    expect(await (await fetch(`${origin}/site/index.html`)).text()).toBe('app shell');
  });

  it('refuses a control call it does not know, or with a malformed body', async () => {
    expect((await fetch(`${origin}/_stand-in/nothing`)).status).toBe(404);
    const response = await fetch(`${origin}/_stand-in/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ faults: [{ status: 503 }] }),
    });
    expect(response.status).toBe(400);
  });
});
