#!/usr/bin/env node
// npm test: builds while the unit tests run, then runs the API, rules and browser suites inside one start of the
// emulators, and ends with each suite's time, the total, and one line `N passed, N failed` totalled from the
// runners' JSON reports.
//
// Side by side: the build and the unit tests (which need no build), and the rules suite beside the API and browser
// suites (it uses a project of its own in the emulators). The API and browser suites share the demo project's data,
// so they run one after the other.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_BROWSER_PATH } from './browsers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
/** Where the run inside the emulators leaves its suites' times for the summary. */
const EMULATOR_TIMES_FILE = path.join(resultsDir, 'emulator-suite-times.txt');

/**
 * Runs a command; resolves with whether it passed and how long it took. A command run beside another keeps its
 * output until it ends (`quiet`), so that two runners' lines do not interleave.
 */
function run(name, command, args, { quiet = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

function vitest(name, projects, report, { workers, ...options } = {}) {
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  return run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projectArgs,
      ...(workers ? [`--maxWorkers=${workers}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(resultsDir, report)}`,
    ],
    options,
  );
}

/** Runs inside `firebase emulators:exec`: every suite that needs the emulators, each even if another failed. */
async function emulatorSuites() {
  const rules = vitest('rules', ['rules'], 'rules.json', { quiet: true });
  const api = await vitest('api', ['api'], 'api.json');
  const e2e = existsSync(TEST_BROWSER_PATH)
    ? await run('browser', 'npx', ['playwright', 'test'])
    : browserSuiteNotRun();
  const results = [api, e2e, await rules];
  writeFileSync(EMULATOR_TIMES_FILE, results.map(({ name, seconds }) => `${name} ${seconds}`).join('\n'));
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

/** The number of tests in Playwright's `--list` JSON. */
function countSpecs(suites) {
  return suites.reduce(
    (total, suite) =>
      total +
      (suite.specs ?? []).reduce((n, spec) => n + spec.tests.length, 0) +
      countSpecs(suite.suites ?? []),
    0,
  );
}

/** Totals over every JSON report: Vitest's numPassedTests/numFailedTests and Playwright's stats. */
function summary() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    } else {
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
  }
  return totals;
}

/** The suites run inside the emulators, with their times, as that run wrote them. */
function emulatorSuiteTimes() {
  if (!existsSync(EMULATOR_TIMES_FILE)) return [];
  return readFileSync(EMULATOR_TIMES_FILE, 'utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .map(([name, seconds]) => ({ name, seconds: Number(seconds) }));
}

if (process.argv.includes('--emulator-suites')) {
  process.exit((await emulatorSuites()) ? 0 : 1);
}

const started = Date.now();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// The unit tests need no build: they run beside it. Beside the emulators' start and the API suite too, they were
// measured to slow those by as much as they took: the machine's two cores are busy throughout.
const [build, unit] = await Promise.all([
  run('build', 'npm', ['run', 'build']),
  // On every core: Vitest's default keeps one free (for an editor beside its watch mode), which on two cores is
  // half the machine; the build needs one only for its first seconds.
  vitest('unit', ['web', 'common', 'scripts', 'functions'], 'unit.json', {
    quiet: true,
    workers: availableParallelism(),
  }),
]);
const emulators = build.ok
  ? await run('emulators', 'node', [
      'scripts/emulators.mjs',
      'exec',
      '--seed',
      'node scripts/test.mjs --emulator-suites',
    ])
  : undefined;
const ok = [build, unit, emulators].every((step) => step?.ok);

const { passed, failed, skipped } = summary();
const times = [build, unit, emulators, ...emulatorSuiteTimes()].filter(Boolean);
console.log('');
for (const { name, seconds } of times) {
  console.log(`${name.padEnd(10)} ${String(Math.round(seconds)).padStart(5)} s`);
}
console.log(
  `(build and unit side by side; emulators = their start and seed, then api, then browser, with rules beside them)`,
);
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && failed === 0 ? 0 : 1);
