// `npm run publish -- --target hosting` against a stand-in of the Hosting and Management APIs started as a process
// of its own, the emulators' content published: the default site found by lookup, a deploy that goes live during a
// publication kept, nothing released when nothing changed, a deleted project's page removed although the CDN
// serves an older release, and one 429 and one 503 ridden out.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api } from './api-client';
import { projectsMadeHere } from './fixtures';
import { untilPublished } from './publication-status';
import { ROOT, runPublishCommand } from './publish-command';

interface StandInState {
  site: string;
  liveVersion: string | null;
  liveFiles: Record<string, string>;
  releases: number;
  faultsAnswered: number;
}

const DEPLOYED = { '/index.html': 'app shell', '/assets/app.js': 'app code', '/favicon.png': 'icon' };

let admin: TestAccount;
let standIn: ChildProcess;
let origin = '';
const projects = projectsMadeHere(() => admin);

beforeAll(async () => {
  admin = await createAccount({ admin: true });
  standIn = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['functions/src/testing/hosting-stand-in-server.ts', '--project', 'demo-portfolio', '--site-suffix'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(standIn.stdout!, 'data')) as [Buffer];
  origin = /http:\/\/127\.0\.0\.1:\d+/.exec(line.toString())?.[0] ?? '';
  expect(origin).not.toBe('');
  await control('deploy', { files: DEPLOYED });
});
afterAll(() => {
  standIn?.kill('SIGTERM');
});

async function control<T>(call: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/_stand-in/${call}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, call).toBe(200);
  return (await response.json()) as T;
}

const state = () => control<StandInState>('state');
const publishToStandIn = () =>
  runPublishCommand(['--target', 'hosting'], {
    HOSTING_API_ORIGIN: origin,
    FIREBASE_API_ORIGIN: origin,
    HOSTING_ACCESS_TOKEN: 'stand-in-access-token',
  });

/** Publishes, expecting success: what it printed and the stand-in's state after. */
async function published(): Promise<{ stdout: string; after: StandInState }> {
  const { code, stdout, stderr } = await publishToStandIn();
  expect(code, `${stdout}\n${stderr}`).toBe(0);
  return { stdout, after: await state() };
}

describe('npm run publish -- --target hosting', () => {
  it("publishes to the project's default site, found by lookup, over the deploy", async () => {
    const { stdout, after } = await published();
    expect(after.site).toMatch(/^demo-portfolio-[a-z0-9]+$/);
    expect(stdout).toContain(`as version ${after.liveVersion}`);
    expect(after.liveFiles['/assets/app.js']).toBe('app code');
    expect(after.liveFiles['/index.html']).toContain('<h1');
    expect(after.liveFiles['/about/index.html']).toBeTruthy();
  });

  it('a second run with no change releases nothing', async () => {
    const before = await state();
    const { after } = await published();
    expect(after.releases).toBe(before.releases);
    expect(after.liveVersion).toBe(before.liveVersion);
  });

  it('keeps a deploy that goes live while it runs, and rides out one 429 and one 503', async () => {
    const project = await projects.added({ title: 'Published to a stand-in' });
    await untilPublished(admin);
    const redeployed = { ...DEPLOYED, '/assets/app.js': 'app code 2' };
    await control('deploy-during-next-publication', { files: redeployed });
    await control('faults', {
      faults: [
        { method: 'POST', pathPattern: ':populateFiles$', status: 429, retryAfter: 1, times: 1 },
        { method: 'POST', pathPattern: '^/upload/', status: 503, times: 1 },
      ],
    });
    const faultsBefore = (await state()).faultsAnswered;
    const { after } = await published();
    expect(after.faultsAnswered - faultsBefore).toBe(2);
    expect(after.liveFiles['/assets/app.js']).toBe('app code 2');
    expect(after.liveFiles[`/project/${project._id}/index.html`]).toContain('Published to a stand-in');
  });

  it("removes a deleted project's page although the CDN serves an older release", async () => {
    const project = await projects.added({ title: 'Deleted before the next publication' });
    await untilPublished(admin);
    const page = `/project/${project._id}/index.html`;
    expect((await published()).after.liveFiles[page]).toBeTruthy();
    expect((await api(`/projects/${project._id}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(
      200,
    );
    await untilPublished(admin);
    await control('stale-cdn', { on: true });
    const { after } = await published();
    expect(after.liveFiles[page]).toBeUndefined();
    expect(after.liveFiles['/assets/app.js']).toBe('app code 2');
  });
});
