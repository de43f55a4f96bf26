#!/usr/bin/env node
// npm test: builds, then runs every suite inside one start of the emulators, and ends with each suite's time, the
// total, and one line `N passed, N failed` totalled from the runners' JSON reports.
//
// The two cores are kept busy, and no busier: the API suite, its files one after another, waits on the emulators
// about half of its time, and leaves room for the rules suite (on a project of its own in the emulators) and then the
// unit tests (which need no emulator); the browser specs fill the machine, so they run alone. The API and browser
// suites share the demo project's data, so they run one after the other.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_BROWSER_PATH } from './browsers.mjs';
import { countSpecs, summary } from './test-reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
/** Where the run inside the emulators leaves its suites' times for the summary. */
const EMULATOR_TIMES_FILE = path.join(resultsDir, 'emulator-suite-times.json');

/**
 * Runs a command; resolves with whether it passed and how long it took. A command run beside another keeps its
 * output until it ends (`quiet`), so that two runners' lines do not interleave.
 */
function run(name, command, args, { quiet = false, env = {} } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Vitest's reporters here: its usual output, and a JSON report for the summary. */
function vitestReporters(report) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, report)}`];
}

/** One Vitest project against the emulators. */
function vitest(name, project, report, options) {
  return run(name, 'npx', ['vitest', 'run', '--project', project, ...vitestReporters(report)], options);
}

/** `npm run test:unit`, on as many workers as asked, or Vitest's default (one fewer than the cores). */
function unitTests({ workers, ...options } = {}) {
  const args = [...(workers ? [`--maxWorkers=${workers}`] : []), ...vitestReporters('unit.json')];
  return run('unit', 'npm', ['run', '--silent', 'test:unit', '--', ...args], options);
}

/** One group of the browser specs (a project of playwright.config.ts), with its own report and artifacts. */
function browserSpecs(name, project, slug) {
  return run(
    name,
    'npx',
    [
      'playwright',
      'test',
      '--project',
      project,
      '--no-deps',
      '--reporter=list,json',
      `--output=${path.join(resultsDir, 'e2e-artifacts', slug)}`,
    ],
    { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(resultsDir, `${slug}.json`) } },
  );
}

/** Runs inside `firebase emulators:exec`: every suite, each even if another failed. */
async function emulatorSuites() {
  const withBrowser = existsSync(TEST_BROWSER_PATH);
  // The rules suite, then the unit tests, in the room the API suite leaves while it waits on the emulators.
  const [api, besideApi] = await Promise.all([
    vitest('api', 'api', 'api.json'),
    (async () => [
      await vitest('rules', 'rules', 'rules.json', { quiet: true }),
      await unitTests({ quiet: true }),
    ])(),
  ]);
  const results = [api, ...besideApi];
  if (withBrowser) {
    results.push(await browserSpecs('browser, side by side', 'side by side', 'e2e-side-by-side'));
    results.push(
      await browserSpecs('browser, writers side by side', 'writers side by side', 'e2e-writers-side-by-side'),
    );
    results.push(await browserSpecs('browser, one at a time', 'one at a time', 'e2e-one-at-a-time'));
  } else {
    results.push(browserSuiteNotRun());
  }
  writeFileSync(EMULATOR_TIMES_FILE, JSON.stringify(results));
  return results.every(({ ok }) => ok);
}

function browserSuiteNotRun() {
  console.log(
    `e2e: not run, no browser at ${TEST_BROWSER_PATH} (apt-get install -y chromium-headless-shell, or set CHROME_PATH)`,
  );
  // Counted as skipped in the summary: a run without the browser suite must not look complete.
  const listed = spawnSync('npx', ['playwright', 'test', '--list', '--reporter=json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const suites = listed.status === 0 ? JSON.parse(listed.stdout).suites : [];
  writeFileSync(
    path.join(resultsDir, 'e2e.json'),
    JSON.stringify({ stats: { expected: 0, flaky: 0, unexpected: 0, skipped: countSpecs(suites) } }),
  );
  return { name: 'browser', ok: true, seconds: 0 };
}

/** The suites run inside the emulators, with their times, as that run wrote them. */
function emulatorSuiteTimes() {
  if (!existsSync(EMULATOR_TIMES_FILE)) return [];
  return JSON.parse(readFileSync(EMULATOR_TIMES_FILE, 'utf8'));
}

if (process.argv.includes('--emulator-suites')) {
  process.exit((await emulatorSuites()) ? 0 : 1);
}

const started = Date.now();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const build = await run('build', 'npm', ['run', 'build']);
const afterBuild = build.ok
  ? await run('emulators', 'node', [
      'scripts/emulators.mjs',
      'exec',
      '--seed',
      'node scripts/test.mjs --emulator-suites',
    ])
  : // Without a build the emulators cannot serve the app; the unit tests need none, and run on every core.
    await unitTests({ workers: availableParallelism() });
const ok = build.ok && afterBuild.ok;

const { passed, failed, skipped, failures } = summary(resultsDir);
const times = [build, afterBuild, ...emulatorSuiteTimes()];
console.log('');
for (const { name, seconds } of times) {
  console.log(`${name.padEnd(30)} ${String(Math.round(seconds)).padStart(5)} s`);
}
console.log(
  '(emulators = their start and seed, then what follows: rules and then unit beside api, then each browser group)',
);
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`);
for (const failure of failures) console.log(`  FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && failed === 0 ? 0 : 1);
