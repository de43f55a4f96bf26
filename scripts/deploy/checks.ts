// The offline checks of a deploy: each says ok, or why the deploy would fail or ship something broken.
import { EXPIRY_FIELDS } from '@portfolio/common';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** Runs a command; its output is kept for the reason when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return { ok: result.status === 0, output };
}

/** The last lines a failed command printed, without npm's warnings. */
export const lastLines = (output: string, count = 8) =>
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

/** What a Firestore deploy sends besides the rules: its indexes and TTL policies. */
export function checkFirestoreConfig(): CheckResult[] {
  return [checkIndexes(), checkTtlPolicies()];
}
