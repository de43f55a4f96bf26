// npm run bench [-- --check] [-- --only executions,savetolive,field,preview,backups,lighthouse,navigation,interactions,js,load,memory,coldstart] [-- --pages /]
//
// Measures what a visitor feels: the function executions reading the site starts, how soon a save is live, a field
// model of the first byte, Lighthouse scores, the JavaScript of a first visit and the API under load, against the
// seeded emulators; and what the platform will see of the function: the peak memory of the worst legal save beside
// the declared memory, and its module load beside a bare function's. Each page's Lighthouse runs alternate with runs
// of its static twin (the same page without its scripts), so that every figure has a reference taken on the same
// machine at the same time. Reuses emulators that already answer on 127.0.0.1:5000, otherwise
// starts them (with the seed) around itself. Writes bench/results.json; --check exits 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureApiLoad } from './api-load';
import { measureColdStart } from './cold-start';
import { checkBudgets } from './budgets';
import { measureSaveMemory } from './function-memory';
import { EMULATOR_LOG_VARIABLE } from './function-executions';
import { measureInteractionLatency } from './interaction-latency';
import { measureJavaScriptWeight } from './javascript-weight';
import { measureNavigation, navigationTable } from './navigation';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lighthouse-step';
import {
  apiLoadTable,
  coldStartTable,
  fullReport,
  interactionTable,
  javascriptTable,
  saveMemoryTable,
  type BenchResults,
} from './report';
import { measurePublication, PUBLICATION_STEPS } from './publication-steps';
import { answers, BENCH_PROJECT_ID, SITE_URL, siteUrl } from './site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_FILE = path.join(root, 'bench/results.json');
const EMULATOR_LOG = path.join(root, '.cache/bench/emulators.log');
/**
 * The emulators' temporary files (the Storage emulator keeps its blobs in the system's temporary folder), apart from
 * those of any other emulators on the machine, which delete theirs when they stop.
 */
const EMULATOR_TMPDIR = path.join(root, '.cache/bench/tmp');

/**
 * Keeps the whole bench to about a quarter of an hour (the emulator lock is held meanwhile): a step that would start
 * later is skipped. Every step fits on this machine (Lighthouse, each page beside its twin, takes about 8 minutes).
 */
const MEASURING_DEADLINE_MS = 16 * 60_000;
/** Lines the measuring process prints for the person running the bench; everything else goes to the log. */
const PROGRESS_PREFIX = 'bench: ';

const STEPS = [
  ...PUBLICATION_STEPS,
  'lighthouse',
  'navigation',
  'interactions',
  'js',
  'load',
  'memory',
  'coldstart',
] as const;
type Step = (typeof STEPS)[number];

const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    only: { type: 'string', default: STEPS.join(',') },
    // Lighthouse on some of the pages only (comma separated), e.g. while working on one of them.
    pages: { type: 'string', default: LIGHTHOUSE_PAGES.join(',') },
    // Set when this script runs inside `emulators.mjs exec`: measure and write the results, report nothing.
    measure: { type: 'boolean', default: false },
  },
});
const steps = new Set(options.only.split(',').map((step) => step.trim()));
for (const step of steps) {
  if (!(STEPS as readonly string[]).includes(step)) {
    console.error(`bench: unknown step "${step}" (steps: ${STEPS.join(', ')})`);
    process.exit(2);
  }
}
const runs = (step: Step) => steps.has(step);
const lighthousePages = options.pages
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
/** A step's title and figures, every line marked so that the outer process can pick them out of the emulators' output. */
const progress = (title: string, figures?: string) =>
  console.log(
    [`${title} (${elapsed()})`, ...(figures ? figures.split('\n') : [])]
      .map((line) => `${PROGRESS_PREFIX}${line}`)
      .join('\n'),
  );

async function measure(): Promise<BenchResults> {
  const results: BenchResults = { measuredAt: new Date().toISOString(), site: SITE_URL, notMeasured: [] };
  const pastDeadline = () => Date.now() - started > MEASURING_DEADLINE_MS;
  /** What was to be measured and was not counts as a missed budget, never as a met one. */
  const notMeasured = (what: string, why: string) => {
    results.notMeasured?.push({ what, why });
    progress(`${what} not measured: ${why}`);
  };
  /** Runs one step; a step that fails is reported and the others still run, so no figure already taken is lost. */
  const step = async (what: string, measureStep: () => Promise<void>) => {
    if (pastDeadline()) return notMeasured(what, "past the bench's time limit");
    try {
      await measureStep();
    } catch (error) {
      console.error(error);
      notMeasured(what, (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '');
    }
  };

  // First, before the time limit can cut them: about a minute and a half together.
  await measurePublication(results, LIGHTHOUSE_PAGES, { runs, step, progress });
  if (runs('lighthouse')) {
    await measureLighthouse(results, lighthousePages, { step, progress });
  }
  if (runs('navigation')) {
    await step('Navigation to the next page', async () => {
      results.navigation = await measureNavigation();
      progress('From a click to the next page, fetched ahead and not', navigationTable(results.navigation));
    });
  }
  if (runs('interactions')) {
    await step('Interaction latency', async () => {
      results.interactions = await measureInteractionLatency();
      progress('Interaction latency at 4× CPU', interactionTable(results.interactions));
    });
  }
  if (runs('js')) {
    await step('JavaScript of first visits', async () => {
      results.javascript = await measureJavaScriptWeight();
      progress('JavaScript of first visits', javascriptTable(results.javascript));
    });
  }
  if (runs('load')) {
    await step('API load', async () => {
      results.apiLoad = await measureApiLoad((row) =>
        progress(`API load ${row.endpoint} ×${row.connections}`, apiLoadTable([row]).split('\n').at(-1)),
      );
    });
  }
  if (runs('memory')) {
    await step('Peak memory of the worst legal save', async () => {
      results.saveMemory = await measureSaveMemory();
      progress('Peak memory of the worst legal save', saveMemoryTable(results.saveMemory));
    });
  }
  if (runs('coldstart')) {
    await step('Cold start', async () => {
      results.coldStart = measureColdStart();
      progress('Cold start: module load beside a bare function', coldStartTable(results.coldStart));
    });
  }
  return results;
}

function writeResults(results: BenchResults): void {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

/** Runs this script with --measure inside freshly started, seeded emulators; their chatter goes to a log file. */
async function measureInsideEmulators(): Promise<void> {
  mkdirSync(path.dirname(EMULATOR_LOG), { recursive: true });
  mkdirSync(EMULATOR_TMPDIR, { recursive: true });
  const log = createWriteStream(EMULATOR_LOG);
  const inner = `npx tsx scripts/bench/bench.ts --measure --only ${[...steps].join(',')} --pages ${lighthousePages.join(',')}`;
  progress(`starting the emulators with the seed (log: ${path.relative(root, EMULATOR_LOG)})`);
  const emulators = spawn('node', ['scripts/emulators.mjs', 'exec', '--seed', inner], {
    cwd: root,
    env: { ...process.env, TMPDIR: EMULATOR_TMPDIR, [EMULATOR_LOG_VARIABLE]: EMULATOR_LOG },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [emulators.stdout, emulators.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      if (line.startsWith(PROGRESS_PREFIX)) console.log(line);
    });
  }
  // Ctrl-C reaches the whole process group; the launcher stops the emulators itself.
  process.on('SIGINT', () => {});
  const code = await new Promise<number | null>((resolve) => emulators.on('exit', resolve));
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) {
    const tail = readFileSync(EMULATOR_LOG, 'utf8').trimEnd().split('\n').slice(-25).join('\n');
    console.error(`${tail}\n\nbench: the measuring run failed (exit ${code}); full log in ${EMULATOR_LOG}`);
    process.exit(1);
  }
}

if (options.measure) {
  writeResults(await measure());
  process.exit(0);
}

rmSync(RESULTS_FILE, { force: true });
if (await answers(siteUrl('/api/health'))) {
  if (!(await answers(siteUrl(`/api/projects/${BENCH_PROJECT_ID}`)))) {
    console.error(`bench: the emulators at ${SITE_URL} have no seed data; run \`npm run seed\` first`);
    process.exit(1);
  }
  progress(`reusing the emulators already running at ${SITE_URL}`);
  writeResults(await measure());
} else {
  await measureInsideEmulators();
}
if (!existsSync(RESULTS_FILE)) {
  console.error('bench: no results were written');
  process.exit(1);
}

const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as BenchResults;
results.budgets = checkBudgets(results);
writeResults(results);
console.log(
  `\n${fullReport(results)}\n\nbench: ${path.relative(root, RESULTS_FILE)} written in ${elapsed()}`,
);

const missed = results.budgets.filter((check) => !check.passed);
if (missed.length) {
  console.log(`\n${missed.length} budget(s) missed:`);
  for (const check of missed)
    console.log(`- ${check.budget}: ${check.actual}, limit ${check.limit} (${check.miss})`);
  if (options.check) process.exit(1);
} else {
  console.log('\nEvery budget met.');
}
