#!/usr/bin/env node
// npm test: builds, runs the web unit tests, then the API, rules and browser suites inside the emulators, and ends
// with one line `N passed, N failed` totalled from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

function vitest(projects, report) {
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  return run('npx', [
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(resultsDir, report)}`,
  ]);
}

/** Runs inside `firebase emulators:exec`: every suite that needs the emulators, each even if another failed. */
function emulatorSuites() {
  const apiAndRules = vitest(['api', 'rules'], 'emulator-suites.json');
  let e2e = true;
  if (existsSync(chromePath)) {
    e2e = run('npx', ['playwright', 'test']);
  } else {
    console.log(
      `e2e: not run, no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH)`,
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
  }
  return apiAndRules && e2e;
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

if (process.argv.includes('--emulator-suites')) {
  process.exit(emulatorSuites() ? 0 : 1);
}

const started = Date.now();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const ok =
  run('npm', ['run', 'build']) &&
  [
    vitest(['web', 'common', 'scripts'], 'unit.json'),
    run('node', ['scripts/emulators.mjs', 'exec', '--seed', 'node scripts/test.mjs --emulator-suites']),
  ].every(Boolean);

const { passed, failed, skipped } = summary();
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok && failed === 0 ? 0 : 1);
