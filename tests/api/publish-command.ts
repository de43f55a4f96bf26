// `npm run publish` as an operator runs it: its own process, its exit code and what it printed.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export const ROOT = path.join(import.meta.dirname, '../..');

export async function runPublishCommand(args: string[], env: Record<string, string> = {}) {
  return promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/publish.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    timeout: 120_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}
