import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countExecutions, EMULATOR_LOG_VARIABLE } from './function-executions';

const rewrite = (path: string) =>
  `[hosting] Rewriting ${path} to http://127.0.0.1:5001/demo-portfolio/us-central1/api for local Function us-central1/api`;

let folder: string;
let log: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'executions-'));
  log = path.join(folder, 'emulators.log');
  writeFileSync(log, `${rewrite('/')}\n`);
  vi.stubEnv(EMULATOR_LOG_VARIABLE, log);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

describe('counting function executions in the emulators’ log', () => {
  it('counts the requests Hosting handed to a function since it started', async () => {
    const counted = countExecutions();
    appendFileSync(
      log,
      [
        rewrite('/about'),
        'i  functions: Beginning execution of "us-central1-api"',
        'i  hosting: 127.0.0.1 - - "GET /assets/app.js HTTP/1.1" 200',
        rewrite('/media/v0/b/demo-portfolio.appspot.com/o/a.webp?alt=media&token=t'),
        'i  functions: Beginning execution of "us-central1-publishSite"',
      ].join('\n'),
    );
    expect(await counted?.()).toEqual({ total: 2, byFunction: { 'us-central1/api': 2 } });
  });

  it('cannot count without the log of emulators the bench started', () => {
    vi.stubEnv(EMULATOR_LOG_VARIABLE, undefined);
    expect(countExecutions()).toBeUndefined();
  });
});
