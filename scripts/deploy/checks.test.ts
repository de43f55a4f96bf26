import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkIndexes,
  checkPredeploy,
  checkProject,
  checkTtlPolicies,
  checkWebBundle,
  checkWebSettings,
} from './checks';
import { checkFunctionSettings, checkManifest, checkMultipartLimit } from './function-checks';
import { readEnvFile, type DeployTarget } from './target';

const target = (overrides: Partial<DeployTarget> = {}): DeployTarget => ({
  projectId: 'portfolio-real-1',
  webEnv: {
    VITE_FIREBASE_PROJECT_ID: 'portfolio-real-1',
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_AUTH_DOMAIN: 'portfolio-real-1.firebaseapp.com',
    VITE_FIREBASE_STORAGE_BUCKET: 'portfolio-real-1.firebasestorage.app',
    VITE_FIREBASE_APP_ID: '1:2:web:3',
    VITE_SITE_URL: 'https://example.dev',
  },
  functionsEnv: { OWNER_EMAIL: '', TRUSTED_PROXY_HOPS: '2' },
  sources: { web: ['web.env'], functions: ['functions.env'] },
  ...overrides,
});

describe('checkProject', () => {
  it('refuses a demo project, naming why, and a missing one', () => {
    expect(checkProject(target({ projectId: 'demo-portfolio' })).problems).toEqual([
      'demo-portfolio is a demo project: it exists only in the emulators and cannot be deployed to',
    ]);
    expect(checkProject(target({ projectId: '' })).problems[0]).toMatch(/no project/);
    expect(checkProject(target()).problems).toEqual([]);
  });
});

describe('checkWebSettings', () => {
  it('names each missing setting, and a project other than the target', () => {
    const { VITE_FIREBASE_APP_ID: _appId, ...lacking } = target().webEnv;
    expect(checkWebSettings(target({ webEnv: lacking })).problems).toEqual([
      'VITE_FIREBASE_APP_ID is not set',
    ]);
    expect(checkWebSettings(target({ projectId: 'other-project' })).problems).toEqual([
      'VITE_FIREBASE_PROJECT_ID is portfolio-real-1, but the deploy targets other-project',
    ]);
  });
});

describe('checkWebBundle', () => {
  const bundle = (content: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    writeFileSync(path.join(dir, 'app.js'), content);
    return dir;
  };

  it("finds the emulators' hosts, ports and demo project in what browsers download", () => {
    expect(
      checkWebBundle(bundle('connectAuthEmulator(a,`http://${location.hostname}:9099`)')).problems,
    ).toHaveLength(1);
    expect(checkWebBundle(bundle('var o={projectId:`demo-portfolio`}')).problems).toHaveLength(1);
    expect(checkWebBundle(bundle('fetch("https://example.dev/api")')).problems).toEqual([]);
  });
});

const manifest = (endpoint: Record<string, unknown>) => ({
  endpoints: {
    api: {
      platform: 'gcfv2',
      region: ['us-central1'],
      availableMemoryMb: 1024,
      maxInstances: 10,
      ...endpoint,
    },
  },
  params: [
    { name: 'OWNER_EMAIL', type: 'string', default: '' },
    { name: 'TRUSTED_PROXY_HOPS', type: 'int', default: 2 },
    { name: 'FORM_SERVICE_ACCESS_KEY', type: 'secret' },
  ],
});

describe('checkManifest', () => {
  it('wants 2nd gen for Node 22, memory, a region and maxInstances on every function', () => {
    expect(checkManifest(manifest({})).problems).toEqual([]);
    expect(checkManifest(manifest({ platform: 'gcfv1' })).problems[0]).toMatch(
      /nodejs22 is not supported on gcfv1/,
    );
    expect(checkManifest(manifest({ maxInstances: null, availableMemoryMb: null })).problems).toEqual([
      'api: no memory declared (the default is 256 MiB)',
      'api: no maxInstances (no ceiling on cost under abuse)',
    ]);
    expect(checkManifest(undefined).problems).toHaveLength(1);
  });
});

describe('checkFunctionSettings', () => {
  it('wants every setting named, no secret in a file, and no unknown name', () => {
    expect(checkFunctionSettings(target(), manifest({})).problems).toEqual([]);
    expect(
      checkFunctionSettings(
        target({ functionsEnv: { OWNER_EMAIL: 'a@b.c', FORM_SERVICE_ACCESS_KEY: 'k', TYPO: '1' } }),
        manifest({}),
      ).problems,
    ).toEqual([
      'TRUSTED_PROXY_HOPS is not named (write TRUSTED_PROXY_HOPS=2 to keep the default)',
      'FORM_SERVICE_ACCESS_KEY is a secret: set it in Secret Manager, not in a file',
      'TYPO is not a setting of the function',
    ]);
  });
});

describe('the checks of the repository itself', () => {
  // The multipart check loads the function's parser: 4.7 s measured alone on a loaded machine, so six times that.
  it('pass: indexes, TTL policies, the multipart limit, the predeploys', { timeout: 30_000 }, () => {
    for (const check of [checkIndexes(), checkTtlPolicies(), checkMultipartLimit(), checkPredeploy()]) {
      expect(check.problems, check.name).toEqual([]);
    }
  });
});

describe('readEnvFile', () => {
  it('reads assignments, skipping comments, unquoting values', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'env-')), '.env');
    writeFileSync(file, '# a comment\nA=1\nB = "two words"\n\nC=\n');
    expect(readEnvFile(file)).toEqual({ A: '1', B: 'two words', C: '' });
    expect(readEnvFile(`${file}.missing`)).toEqual({});
  });
});
