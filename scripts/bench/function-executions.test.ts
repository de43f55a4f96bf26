import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countExecutions, EMULATOR_LOG_VARIABLE } from './function-executions';

let folder: string;
let log: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'executions-'));
  log = path.join(folder, 'emulators.log');
  writeFileSync(log, 'i  functions: Beginning execution of "us-central1-api"\n');
  vi.stubEnv(EMULATOR_LOG_VARIABLE, log);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

describe('counting function executions in the emulators’ log', () => {
  it('counts the executions that began since it started, of the functions Hosting rewrites to', async () => {
    const counted = countExecutions();
    appendFileSync(
      log,
      [
        'i  functions: Beginning execution of "us-central1-api"',
        'i  functions: Finished "us-central1-api" in 12ms',
        'i  hosting: 127.0.0.1 - - "GET /about HTTP/1.1" 200',
        'i  functions: Beginning execution of "us-central1-api"',
        'i  functions: Beginning execution of "us-central1-publishSite"',
      ].join('\n'),
    );
    expect(await counted?.()).toEqual({
      total: 2,
      byFunction: { 'us-central1-api': 2, 'us-central1-publishSite': 1 },
    });
  });

  it('cannot count without the log of emulators the bench started', () => {
    vi.stubEnv(EMULATOR_LOG_VARIABLE, undefined);
    expect(countExecutions()).toBeUndefined();
  });
});
