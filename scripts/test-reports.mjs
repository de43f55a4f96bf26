// The JSON reports of npm test's runners (Vitest's and Playwright's), read for scripts/test.mjs's summary: the totals
// of passed, failed and skipped tests, and what each failure says, short enough for a log's last lines.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The number of tests in Playwright's `--list` JSON. */
export function countSpecs(suites) {
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

/** At most this many lines of a deep-equality diff go into the summary: an axe-core finding takes about ten. */
const DIFF_LINES = 24;

/**
 * What the summary says of a failed browser test, for a run whose only record is its output: the first line of the
 * error, the line it came from, what an expectation looked for and received (the received side of a diff, such as
 * the rules axe-core found broken and where), and the last lines of its call log (what the page last showed).
 */
function browserFailure(error = {}) {
  const lines = messageLines(error.message);
  const where = error.location
    ? [`at ${path.relative(root, error.location.file)}:${error.location.line}`]
    : [];
  const expectation = lines
    .slice(1)
    .filter((line) => /^(Locator|Expected|Received|Timeout|Error):/.test(line));
  const received = lines
    .filter((line) => /^\+ {2}/.test(line) && !line.startsWith('+ Received'))
    .slice(0, DIFF_LINES);
  const callLogStart = lines.indexOf('Call log:');
  const lastCalls =
    callLogStart < 0
      ? []
      : lines
          .slice(callLogStart + 1)
          .filter(Boolean)
          .slice(-3);
  return [lines[0], ...where, ...expectation, ...received, ...lastCalls]
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
 * Totals over every JSON report in `resultsDir` (Vitest's numPassedTests/numFailedTests and Playwright's stats), and
 * the tests that failed: the last lines of a long run are the ones a reader of the log sees.
 */
export function summary(resultsDir) {
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
