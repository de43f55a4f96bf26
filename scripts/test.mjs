#!/usr/bin/env node
// npm test: builds, then runs every suite inside one start of the emulators, and ends with each suite's time, the
// total, and one line `N passed, N failed` totalled from the runners' JSON reports.
//
// The two cores are kept busy, and no busier: the API suite, its files one after another, waits on the emulators
// about half of its time, and leaves room for the rules suite (on a project of its own in the emulators) and then the
// unit tests (which need no emulator); the browser specs fill the machine, so they run alone. The API and browser
// suites share the demo project's data, so they run one after the other.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_BROWSER_PATH } from './browsers.mjs';

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

/** An error message without Playwright's terminal colours (ESC, then `[`, digits and `m`), in lines. */
function messageLines(message = '') {
  return message
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .trim()
    .split('\n')
    .map((line) => line.trimEnd());
}

/** A line short enough for the summary. */
function shortened(line = '') {
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/** The first line of an error message, short enough for the summary. */
function firstLine(message) {
  return shortened(messageLines(message)[0]);
}

/**
 * What the summary says of a failed browser test, for a run whose only record is its output: the first line of the
 * error, the line it came from, what an expectation looked for and received, and the last lines of its
 * call log (what the page last showed).
 */
function browserFailure(error = {}) {
  const lines = messageLines(error.message);
  const where = error.location
    ? [`at ${path.relative(root, error.location.file)}:${error.location.line}`]
    : [];
  const expectation = lines
    .slice(1)
    .filter((line) => /^(Locator|Expected|Received|Timeout|Error):/.test(line));
  const callLogStart = lines.indexOf('Call log:');
  const lastCalls =
    callLogStart < 0
      ? []
      : lines
          .slice(callLogStart + 1)
          .filter(Boolean)
          .slice(-3);
  return [lines[0], ...where, ...expectation, ...lastCalls]
    .map((line) => shortened(line.trim()))
    .join('\n      ');
}

/** Each failed Playwright test in a report's suites: where it is, its title, and what its error says. */
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map(
          (test) =>
            `e2e/${spec.file}:${spec.line} ${spec.title}\n      ${browserFailure(test.results.at(-1)?.error)}`,
        ),
    ),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

/** Each failed Vitest test (or file that failed to run) in a report. */
function failedVitestTests(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed')
      return [`${where}\n      ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
  });
}

/**
 * Totals over every JSON report (Vitest's numPassedTests/numFailedTests and Playwright's stats), and the tests that
 * failed: the last lines of a long run are the ones a reader of the log sees.
 */
function summary() {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
      totals.failures.push(...failedSpecs(report.suites ?? []));
    } else if ('numPassedTests' in report) {
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      totals.failures.push(...failedVitestTests(report));
    }
  }
  return totals;
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

const { passed, failed, skipped, failures } = summary();
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
