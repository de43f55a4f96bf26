// The offline checks of a deploy: each says ok, or why the deploy would fail or ship something broken.
import { EXPIRY_FIELDS, PLATFORM_REQUEST_BODY_LIMIT_BYTES } from '@portfolio/common';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { MULTIPART_BODY_LIMIT_BYTES } from '../../functions/src/http/body-limits';
import { productionSettingsProblems } from '../../web/build/production-settings';
import { uncoveredQueries, type IndexFile } from './firestore-queries';
import { filesUnder, ROOT, type DeployTarget } from './target';

export interface CheckResult {
  name: string;
  /** Empty when the check passed; otherwise one reason a line. */
  problems: string[];
  /** What the operator should know even when it passed. */
  notes?: string[];
}

/** What deploys and the runtime it declares. */
const SUPPORTED_NODE_RUNTIMES = { gcfv2: ['20', '22'], gcfv1: ['20'] } as const;
/** Firebase's own hosts and ports for the emulators (firebase.json's `emulators` section) and the demo project. */
const EMULATOR_TRACES =
  /\b(?:9099|9199|8080|5001|4400)\b|127\.0\.0\.1|localhost:\d|demo-portfolio|demo-api-key/;
const FIREBASE_TARGETS = ['hosting', 'functions', 'firestore', 'storage'] as const;

export function checkProject(target: DeployTarget): CheckResult {
  const { projectId } = target;
  const problems: string[] = [];
  if (!projectId) problems.push('no project: pass --project <id> or name a default in .firebaserc');
  else if (projectId.startsWith('demo-')) {
    problems.push(
      `${projectId} is a demo project: it exists only in the emulators and cannot be deployed to`,
    );
  } else if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) {
    problems.push(`${projectId} is not a Firebase project id (6–30 lowercase letters, digits and hyphens)`);
  }
  return { name: `project ${projectId || '(none)'}`, problems };
}

export function checkWebSettings(target: DeployTarget): CheckResult {
  const problems = productionSettingsProblems(target.webEnv);
  const named = target.webEnv.VITE_FIREBASE_PROJECT_ID;
  if (named && named !== target.projectId) {
    problems.push(`VITE_FIREBASE_PROJECT_ID is ${named}, but the deploy targets ${target.projectId}`);
  }
  return {
    name: `web settings (${target.sources.web.join(', ')})`,
    problems: problems.map((problem) => `${problem}`),
  };
}

interface Manifest {
  endpoints: Record<
    string,
    {
      platform?: string;
      region?: string[];
      availableMemoryMb?: number | null;
      maxInstances?: number | null;
      timeoutSeconds?: number | null;
      secretEnvironmentVariables?: { key: string }[];
    }
  >;
  params?: { name: string; type: string; default?: unknown }[];
}

export function checkFunctionSettings(target: DeployTarget, manifest: Manifest | undefined): CheckResult {
  const name = `function settings (${target.sources.functions.join(', ')})`;
  if (!manifest) return { name, problems: ['the functions manifest could not be read (see above)'] };
  const params = manifest.params ?? [];
  const secrets = params.filter((param) => param.type === 'secret').map((param) => param.name);
  const settings = params.filter((param) => param.type !== 'secret');
  const problems: string[] = [];
  // firebase deploy asks for every setting that no .env file names, default or not, and fails when it cannot ask.
  for (const setting of settings) {
    if (target.functionsEnv[setting.name] === undefined) {
      problems.push(
        `${setting.name} is not named (write ${setting.name}=${String(setting.default ?? '')} to keep the default)`,
      );
    }
  }
  for (const key of Object.keys(target.functionsEnv)) {
    if (secrets.includes(key)) problems.push(`${key} is a secret: set it in Secret Manager, not in a file`);
    else if (!settings.some((setting) => setting.name === key))
      problems.push(`${key} is not a setting of the function`);
  }
  return {
    name,
    problems,
    notes: [
      `settings: ${settings.map((setting) => `${setting.name}=${target.functionsEnv[setting.name] ?? `(default ${JSON.stringify(setting.default)})`}`).join(', ')}`,
      `secrets (Secret Manager, npx firebase functions:secrets:set NAME): ${secrets.join(', ') || 'none'}`,
    ],
  };
}

/** Runs a command; its output is kept for the reason when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return { ok: result.status === 0, output };
}

const lastLines = (output: string, count = 8) =>
  output
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('npm warn'))
    .slice(-count);

/** The web app built for the target, as the deploy builds it (web/dist). */
export function buildWeb(target: DeployTarget): CheckResult {
  const built = run('npm', ['run', 'build:production', '--workspace=web'], target.webEnv);
  return { name: 'web build for the project', problems: built.ok ? [] : lastLines(built.output) };
}

/** No emulator host, port or demo project in what the browser downloads. */
export function checkWebBundle(dist = path.join(ROOT, 'web/dist')): CheckResult {
  const files = filesUnder(dist).filter((file) => /\.(js|html|css|webmanifest|json|txt|xml)$/.test(file));
  const problems = files.length ? [] : [`${path.relative(ROOT, dist)} holds no built files`];
  for (const file of files) {
    const match = EMULATOR_TRACES.exec(readFileSync(file, 'utf8'));
    if (match)
      problems.push(`${path.relative(ROOT, file)} holds "${match[0]}": it was built for the emulators`);
  }
  return { name: 'web bundle holds no emulator host, port or demo project', problems };
}

/** The functions build refuses a missing page template, then builds with the one the web build wrote. */
export function buildFunctions(): CheckResult[] {
  const missing = run(
    'node',
    ['build.mjs'],
    { PAGE_TEMPLATE: path.join(ROOT, '.cache/no-such-template.html') },
    path.join(ROOT, 'functions'),
  );
  const refuses = {
    name: 'functions build fails without the page template',
    problems: missing.ok ? ['it succeeded: every page of the deployed function would be a 500'] : [],
  };
  const built = run('npm', ['run', 'build', '--workspace=functions']);
  const builds = {
    name: 'functions build with the page template',
    problems: built.ok ? [] : lastLines(built.output),
  };
  return [refuses, builds];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The manifest a deploy would use, from firebase-functions' own discovery of the built function (offline). */
export async function readManifest(projectId: string): Promise<Manifest | undefined> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/firebase-functions'), ['.'], {
    cwd: path.join(ROOT, 'functions'),
    env: { ...process.env, PORT: String(port), FUNCTIONS_CONTROL_API: 'true', GCLOUD_PROJECT: projectId },
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/__/functions.yaml`);
        if (response.ok) return (await response.json()) as Manifest;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return undefined;
  } finally {
    child.kill();
  }
}

export function checkManifest(manifest: Manifest | undefined): CheckResult {
  const name = 'functions manifest: runtime, generation, memory, region, maxInstances';
  if (!manifest) return { name, problems: ['firebase-functions discovery did not answer within 30 s'] };
  const runtime = String(
    (
      JSON.parse(readFileSync(path.join(ROOT, 'functions/package.json'), 'utf8')) as {
        engines?: { node?: string };
      }
    ).engines?.node ?? '',
  );
  const problems: string[] = [];
  const endpoints = Object.entries(manifest.endpoints);
  if (endpoints.length === 0) problems.push('the function exports no endpoint');
  for (const [id, endpoint] of endpoints) {
    const platform = (endpoint.platform ?? 'gcfv1') as keyof typeof SUPPORTED_NODE_RUNTIMES;
    const runtimes: readonly string[] = SUPPORTED_NODE_RUNTIMES[platform] ?? [];
    if (!runtimes.includes(runtime)) {
      problems.push(
        `${id}: nodejs${runtime} is not supported on ${platform} (supported: ${runtimes.join(', ')})`,
      );
    }
    if (!endpoint.availableMemoryMb) problems.push(`${id}: no memory declared (the default is 256 MiB)`);
    if (!endpoint.region?.length) problems.push(`${id}: no region`);
    if (!endpoint.maxInstances) problems.push(`${id}: no maxInstances (no ceiling on cost under abuse)`);
  }
  return {
    name,
    problems,
    notes: endpoints.map(
      ([id, e]) =>
        `${id}: ${e.platform} nodejs${runtime} ${e.region?.join(',')} ${e.availableMemoryMb} MB, ${e.timeoutSeconds ?? 60} s, maxInstances ${e.maxInstances}`,
    ),
  };
}

function indexFile(): IndexFile {
  return JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as IndexFile;
}

export function checkIndexes(): CheckResult {
  const uncovered = uncoveredQueries(ROOT, ['functions/src', 'web/src'], indexFile());
  return {
    name: 'every Firestore query is covered by firestore.indexes.json',
    problems: uncovered.map((query) =>
      query.collection === '?'
        ? `${query.at}: the query's collection cannot be told`
        : `${query.at}: ${query.collection} where ${query.equalities.join(', ') || '-'} order by ${query.orderBy
            .map((order) => `${order.field} ${order.direction}`)
            .join(', ')} has no composite index`,
    ),
  };
}

export function checkTtlPolicies(): CheckResult {
  const overrides = indexFile().fieldOverrides ?? [];
  return {
    name: 'a TTL policy for every expiring document',
    problems: EXPIRY_FIELDS.filter(
      ({ collection, field }) =>
        !overrides.some((o) => o.collectionGroup === collection && o.fieldPath === field && o.ttl === true),
    ).map(({ collection, field }) => `${collection}.${field} has no field override with "ttl": true`),
  };
}

export function checkMultipartLimit(): CheckResult {
  return {
    name: `multipart limit ${MULTIPART_BODY_LIMIT_BYTES} bytes under the platform's ${PLATFORM_REQUEST_BODY_LIMIT_BYTES}`,
    problems:
      MULTIPART_BODY_LIMIT_BYTES < PLATFORM_REQUEST_BODY_LIMIT_BYTES
        ? []
        : ['Cloud Functions would refuse the largest legal save before the app runs, with a non-JSON 413'],
  };
}

export function checkPredeploy(): CheckResult {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const problems: string[] = [];
  for (const target of FIREBASE_TARGETS) {
    const sections = ([] as { predeploy?: unknown }[]).concat(
      (config[target] ?? []) as { predeploy?: unknown } | { predeploy?: unknown }[],
    );
    if (sections.length === 0) continue;
    if (sections.some((section) => !section.predeploy))
      problems.push(`firebase.json: ${target} has no predeploy`);
  }
  return { name: 'firebase.json builds and checks everything it deploys (predeploy)', problems };
}
