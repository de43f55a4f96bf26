// The Storage rules runtime built on Google Cloud SDK's rules engine (scripts/storage-rules-runtime/), spoken to
// through firebase-tools' protocol: it must allow and deny by the rules it was given, and report compile errors.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RUNTIME_JAR = '.cache/emulators/storage-rules-runtime.jar';
const runtimeBuilt = process.env.STORAGE_RULES_RUNTIME === 'cloud-sdk' && existsSync(RUNTIME_JAR);
if (!runtimeBuilt) {
  console.log(
    `storage rules runtime: not tested, it is not in use on this machine (STORAGE_RULES_RUNTIME=${process.env.STORAGE_RULES_RUNTIME ?? 'unset'})`,
  );
}

interface Answer {
  id: number;
  status: string;
  errors: string[];
  warnings: string[];
  result?: { permit?: boolean; rulesVersion?: number };
}

const BUCKET = 'demo-runtime.appspot.com';

function rules(condition: string): string {
  return `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /files/{name} {
      allow get: if ${condition};
    }
  }
}`;
}

const nothing = { null_value: null };

function requestOf(path: string, auth: unknown) {
  return {
    map_value: {
      fields: {
        path: {
          path_value: {
            segments: path
              .split('/')
              .filter(Boolean)
              .map((simple) => ({ simple })),
          },
        },
        time: { timestamp_value: '2026-01-01T00:00:00.000Z' },
        resource: nothing,
        auth,
      },
    },
  };
}

const signedIn = (uid: string) => ({
  map_value: { fields: { uid: { string_value: uid }, token: { map_value: { fields: {} } } } },
});

describe.skipIf(!runtimeBuilt)('the Storage rules runtime', () => {
  let runtime: ChildProcessWithoutNullStreams;
  const pending = new Map<number, (answer: Answer) => void>();
  let nextId = 0;
  let started: Promise<void>;

  beforeAll(() => {
    runtime = spawn('java', ['-Duser.language=en', '-jar', RUNTIME_JAR, 'serve']);
    started = new Promise((resolve) => pending.set(-1, () => resolve()));
    createInterface({ input: runtime.stdout }).on('line', (line) => {
      const answer = JSON.parse(line) as Answer;
      pending.get(answer.id)?.(answer);
      pending.delete(answer.id);
    });
    return started;
  }, 30_000);
  afterAll(() => void runtime.kill());

  function send(action: string, context: Record<string, unknown>): Promise<Answer> {
    const id = nextId++;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      runtime.stdin.write(`${JSON.stringify({ action, id, context })}\n`);
    });
  }

  async function load(name: string, source: string): Promise<Answer> {
    return send('load_ruleset', {
      rulesetName: name,
      source: { files: [{ name: 'storage.rules', content: source }] },
    });
  }

  async function permits(
    ruleset: string,
    path: string,
    auth: unknown = nothing,
  ): Promise<boolean | undefined> {
    const fullPath = `/b/${BUCKET}/o/${path}`;
    const answer = await send('verify', {
      rulesetName: ruleset,
      service: 'firebase.storage',
      path: fullPath,
      method: 'get',
      variables: { resource: nothing, request: requestOf(fullPath, auth) },
    });
    expect(answer.errors).toEqual([]);
    return answer.result?.permit;
  }

  it('loads a ruleset and reports its version', async () => {
    const answer = await load('open', rules('true'));
    expect(answer).toMatchObject({ status: 'ok', errors: [], result: { rulesVersion: 2 } });
  });

  it('the same request is allowed by one ruleset and denied by another', async () => {
    await load('open', rules('true'));
    await load('closed', rules('false'));
    expect(await permits('open', 'files/a.txt')).toBe(true);
    expect(await permits('closed', 'files/a.txt')).toBe(false);
  });

  it('evaluates the request: the path and the caller decide', async () => {
    await load('own', rules('request.auth != null && request.auth.uid == name'));
    expect(await permits('own', 'files/alice', signedIn('alice'))).toBe(true);
    expect(await permits('own', 'files/alice', signedIn('bob'))).toBe(false);
    // A null auth makes the rule fail to evaluate, which denies, as in production.
    expect(await permits('own', 'files/alice')).toBe(false);
    // A path no rule names is denied.
    expect(await permits('own', 'other/alice', signedIn('alice'))).toBe(false);
  });

  it('reports a compile error with its position, and loads nothing', async () => {
    const answer = await load('broken', rules('foo('));
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]).toMatch(/^storage\.rules:5:\d+ - /);
    expect(answer.result).toBeUndefined();
  });
});
