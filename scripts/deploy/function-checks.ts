// The offline checks of the function a deploy would ship: its build, its settings and its manifest.
import { PLATFORM_REQUEST_BODY_LIMIT_BYTES } from '@portfolio/common';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { MULTIPART_BODY_LIMIT_BYTES } from '../../functions/src/http/body-limits';
import { lastLines, run, type CheckResult } from './checks';
import { ROOT, type DeployTarget } from './target';

/** What deploys and the runtime it declares. */
const SUPPORTED_NODE_RUNTIMES = { gcfv2: ['20', '22'], gcfv1: ['20'] } as const;
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

export function checkMultipartLimit(): CheckResult {
  return {
    name: `multipart limit ${MULTIPART_BODY_LIMIT_BYTES} bytes under the platform's ${PLATFORM_REQUEST_BODY_LIMIT_BYTES}`,
    problems:
      MULTIPART_BODY_LIMIT_BYTES < PLATFORM_REQUEST_BODY_LIMIT_BYTES
        ? []
        : ['Cloud Functions would refuse the largest legal save before the app runs, with a non-JSON 413'],
  };
}
