import type { ApiLoadRow } from './api-load';
import type { ColdStartRow } from './cold-start';
import type { SaveMemoryRow } from './function-memory';
import { lcpRatio, type BudgetCheck, type Measurements, type PageVersusTwin } from './budgets';
import type { InteractionLatencyRow } from './interaction-latency';
import type { JavaScriptWeightRow } from './javascript-weight';
import { navigationTable } from './navigation';
import { publicationSections } from './publication-report';
import { table } from './table';

export interface BenchResults extends Measurements {
  measuredAt: string;
  site: string;
  budgets?: BudgetCheck[];
}

const dash = '–';
const score = (value: number | undefined) => (value === undefined ? dash : String(value));
const ms = (value: number | undefined) => (value === undefined ? dash : `${Math.round(value)} ms`);
const seconds = (value: number | undefined) =>
  value === undefined ? dash : `${(value / 1000).toFixed(2)} s`;
const kb = (bytes: number | undefined) => (bytes === undefined ? dash : `${(bytes / 1024).toFixed(1)} KB`);

const beforeAndAfter = (before: number | undefined, after: number | undefined) =>
  before === undefined || after === undefined ? dash : `${Math.round(before)} / ${Math.round(after)} ms`;
const cls = (value: number | undefined) => (value === undefined ? dash : value.toFixed(3));

/**
 * Each page beside its twin audited alternately with it: the scores, LCP, TBT and CLS, LCP as a ratio, and the
 * page's blocking time in tasks that ran before its first paint and after it.
 */
export function lighthouseTable(rows: PageVersusTwin[]): string {
  return table(
    [
      'Page',
      'Perf',
      'Twin perf',
      'LCP',
      'Twin LCP',
      'LCP ratio',
      'TBT',
      'Twin TBT',
      'Blocking before / after paint',
      'CLS',
      'Twin CLS',
      'A11y',
      'Best pr.',
      'SEO',
    ],
    rows.map(({ page, site, twin }) => {
      const ratio = lcpRatio(site, twin);
      return [
        `\`${page}\``,
        score(site.scores.performance),
        score(twin.scores.performance),
        seconds(site.lcpMs),
        seconds(twin.lcpMs),
        ratio === undefined ? dash : `${ratio.toFixed(2)}×`,
        ms(site.tbtMs),
        ms(twin.tbtMs),
        beforeAndAfter(site.prePaintBlockingMs, site.postPaintBlockingMs),
        cls(site.cls),
        cls(twin.cls),
        score(site.scores.accessibility),
        score(site.scores['best-practices']),
        score(site.scores.seo),
      ];
    }),
    [false, true, true, true, true, true, true, true, true, true, true, true, true, true],
  );
}

/** Each control's latency (Event Timing, 4× CPU) while the app starts and after: median and worst of its presses. */
export function interactionTable(rows: InteractionLatencyRow[]): string {
  return table(
    [
      'Control',
      'Page',
      'Presses while starting',
      'Median',
      'Worst',
      'Presses after',
      'Median after',
      'Worst after',
    ],
    rows.map(({ control, page, duringStart, afterStart }) => [
      control,
      `\`${page}\``,
      String(duringStart.presses),
      ms(duringStart.medianMs),
      ms(duringStart.worstMs),
      String(afterStart.presses),
      ms(afterStart.medianMs),
      ms(afterStart.worstMs),
    ]),
    [false, false, true, true, true, true, true, true],
  );
}

export function javascriptTable(rows: JavaScriptWeightRow[]): string {
  return table(
    ['First visit of', 'Signed in as', 'Files before idle', 'Gzipped', 'Files after idle', 'Gzipped after'],
    rows.map((row) => [
      `\`${row.page}\``,
      row.signedInAs ?? 'nobody',
      String(row.files),
      kb(row.gzipBytes),
      String(row.laterFiles),
      kb(row.laterGzipBytes),
    ]),
    [false, false, true, true, true, true],
  );
}

export function apiLoadTable(rows: ApiLoadRow[]): string {
  return table(
    ['Endpoint', 'Concurrency', 'Requests', 'Req/s', 'p50', 'p95', 'p99', 'Errors'],
    rows.map((row) => [
      `\`${row.endpoint}\``,
      String(row.connections),
      String(row.requests),
      row.requestsPerSecond.toFixed(0),
      ms(row.p50Ms),
      ms(row.p95Ms),
      ms(row.p99Ms),
      String(row.errors),
    ]),
    [false, true, true, true, true, true, true, true],
  );
}

export function saveMemoryTable(row: SaveMemoryRow): string {
  return table(
    ['Save', 'Process before', 'Peak', 'Declared memory', 'Peak ÷ declared', 'Save took'],
    [
      [
        row.save,
        `${row.baselineMib} MiB`,
        `${row.peakMib} MiB`,
        `${row.declaredMib} MiB`,
        `${Math.round((row.peakMib / row.declaredMib) * 100)} %`,
        `${(row.saveMs / 1000).toFixed(1)} s`,
      ],
    ],
    [false, true, true, true, true, true],
  );
}

export function coldStartTable(row: ColdStartRow): string {
  return table(
    ['Median of runs', 'The function', 'Bare function', 'Ratio'],
    [
      [`module load (${row.runs})`, ms(row.functionMs), ms(row.bareMs), `${row.ratio.toFixed(2)}×`],
      [
        `to the first answer (${row.runs})`,
        ms(row.functionFirstAnswerMs),
        ms(row.bareFirstAnswerMs),
        `${row.firstAnswerRatio.toFixed(2)}×`,
      ],
    ],
    [false, true, true, true],
  );
}

export function budgetTable(checks: BudgetCheck[]): string {
  return table(
    ['Budget', 'Limit', 'Measured', 'Result'],
    checks.map((check) => [
      check.budget,
      check.limit,
      check.actual,
      check.passed ? 'ok' : `MISSED (${check.miss})`,
    ]),
    [false, true, true, false],
  );
}

export function fullReport(results: BenchResults): string {
  const sections: string[] = [`Measured ${results.measuredAt} against ${results.site}`];
  if (results.lighthouse) {
    const runs = results.lighthouse[0]?.site.runs ?? 0;
    sections.push(
      `Lighthouse 12, mobile, median of ${runs} runs; each page alternates run by run with its static twin (the ` +
        `same page without its scripts, through the same server and compression)\n\n${lighthouseTable(results.lighthouse)}\n\n` +
        '"Blocking before / after paint": the blocking time (each long task\'s time past 50 ms, as Lighthouse slows ' +
        'it) of the tasks that ran before the page first painted, and after, in the trace Lighthouse simulates ' +
        'from. TBT counts only what follows the first paint; the simulation also counts the tasks before it, as ' +
        'it places the first paint before them.',
    );
    const warnings = results.lighthouse.flatMap(({ site, twin }) => [
      ...site.warnings.map((warning) => `- ${site.page}: ${warning}`),
      ...twin.warnings.map((warning) => `- twin of ${site.page}: ${warning}`),
    ]);
    if (warnings.length) sections.push(`Lighthouse warnings:\n${warnings.join('\n')}`);
  }
  if (results.navigation) {
    sections.push(
      "From a click on a public link to the next page's first paint, the pointer resting on the link 400 ms first, " +
        `on a phone network (150 ms round trips, 1.6 Mbit/s), fetched ahead and without\n\n${navigationTable(results.navigation)}`,
    );
  }
  if (results.interactions) {
    sections.push(
      `Interaction latency (Event Timing), phone screen, 4× slower CPU\n\n${interactionTable(results.interactions)}`,
    );
  }
  if (results.javascript) {
    sections.push(`JavaScript of a first visit (gzipped)\n\n${javascriptTable(results.javascript)}`);
  }
  if (results.apiLoad) {
    sections.push(`API load through Hosting (autocannon)\n\n${apiLoadTable(results.apiLoad)}`);
  }
  if (results.saveMemory) {
    sections.push(
      `Peak memory of the worst legal save (the app as the platform runs it)\n\n${saveMemoryTable(results.saveMemory)}`,
    );
  }
  if (results.coldStart) {
    sections.push(`Cold start, fresh Node processes alternating\n\n${coldStartTable(results.coldStart)}`);
  }
  sections.push(...publicationSections(results));
  if (results.budgets) sections.push(`Budgets\n\n${budgetTable(results.budgets)}`);
  return sections.join('\n\n');
}
