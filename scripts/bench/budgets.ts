import { FIRST_LOAD_JS_BUDGET_KB } from '../../web/build/first-load-js-budget';
import type { ApiLoadRow } from './api-load';
import type { ColdStartRow } from './cold-start';
import type { SaveMemoryRow } from './function-memory';
import type { InteractionLatencyRow } from './interaction-latency';
import type { JavaScriptWeightRow } from './javascript-weight';
import type { LighthouseRow } from './lighthouse-audit';
import type { NavigationRow } from './navigation';
import type { PublicationResults } from './publication-report';

/**
 * What `npm run bench -- --check` holds the product to. A page's timings are judged against its static twin (the
 * same page without its scripts, audited in the same run, alternating with it: see twin.ts), never in absolute
 * terms: an absolute timing passes or fails with the machine, a ratio to a reference taken minutes apart on the
 * same machine does not.
 */
export const BUDGETS = {
  /** Lighthouse mobile scores, every benchmarked page. */
  mobilePerformance: 98,
  mobileAccessibility: 100,
  mobileBestPractices: 100,
  mobileSeo: 100,
  /** A page's largest contentful paint, at most this many times its twin's. */
  lcpRatioToTwin: 1.03,
  /** A page's total blocking time, at most its twin's plus this. */
  tbtOverTwinMs: 50,
  /** Each public control's worst interaction latency (Event Timing, 4× slower CPU), while the app starts and after. */
  interactionLatencyMs: 200,
  /** Cumulative layout shift, to three decimals as Lighthouse shows it. */
  cls: 0,
  /** First-load JavaScript of `/`, gzipped: the very budget the web build enforces. */
  homeFirstLoadJsKb: FIRST_LOAD_JS_BUDGET_KB,
  /** Non-2xx answers, connection errors and timeouts under load. */
  loadErrors: 0,
  /** The worst legal save's peak memory, at most this share of the function's declared memory. */
  savePeakShareOfDeclared: 0.8,
  /** The function's module load, at most this many times a bare firebase-functions + firebase-admin function's. */
  coldStartRatioToBare: 1.3,
  /** Function executions while a browser reads the benchmarked pages with every image: pages and images are files. */
  readingExecutions: 0,
  /** From a save's answer until Hosting serves the change, over the bench's saves. */
  saveToLiveMedianMs: 5000,
  saveToLiveMaxMs: 20_000,
} as const;

/** One site page and its twin, audited alternately in the same run. */
export interface PageVersusTwin {
  page: string;
  site: LighthouseRow;
  twin: LighthouseRow;
}

export interface BudgetCheck {
  budget: string;
  limit: string;
  actual: string;
  passed: boolean;
  /** How far off a missed budget is, e.g. "3 points short". */
  miss?: string;
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The page's LCP over its twin's, to two decimals (the figure printed is the figure judged). */
export function lcpRatio(site: LighthouseRow, twin: LighthouseRow): number | undefined {
  if (site.lcpMs === undefined || twin.lcpMs === undefined || twin.lcpMs <= 0) return undefined;
  return roundTo(site.lcpMs / twin.lcpMs, 2);
}

const notMeasured = (budget: string, limit: string): BudgetCheck => ({
  budget,
  limit,
  actual: 'no result',
  passed: false,
  miss: 'not measured',
});

function atLeast(budget: string, limit: number, actual: number | undefined, unit: string): BudgetCheck {
  if (actual === undefined) return notMeasured(budget, `≥ ${limit}`);
  const passed = actual >= limit;
  return {
    budget,
    limit: `≥ ${limit}`,
    actual: String(actual),
    passed,
    miss: passed ? undefined : `${limit - actual} ${unit} short`,
  };
}

/** `show` prints a value of the budget's unit; `limitNote` says where a relative limit comes from. */
function atMost(
  budget: string,
  limit: number | undefined,
  actual: number | undefined,
  show: (value: number) => string,
  limitNote = '',
): BudgetCheck {
  const limitText = limit === undefined ? `≤ ?${limitNote}` : `≤ ${show(limit)}${limitNote}`;
  if (actual === undefined || limit === undefined) return notMeasured(budget, limitText);
  const passed = actual <= limit;
  return {
    budget,
    limit: limitText,
    actual: show(actual),
    passed,
    miss: passed ? undefined : `${show(actual - limit)} over`,
  };
}

const plain = (unit: string) => (value: number) =>
  `${Number.isInteger(value) ? value : roundTo(value, 2)} ${unit}`.trim();
const milliseconds = plain('ms');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function pageBudgets({ page, site, twin }: PageVersusTwin): BudgetCheck[] {
  const name = (what: string) => `${page}: ${what}`;
  const ratio = lcpRatio(site, twin);
  const twinTbt = twin.tbtMs === undefined ? undefined : Math.round(twin.tbtMs);
  return [
    atLeast(name('performance'), BUDGETS.mobilePerformance, site.scores.performance, 'points'),
    atLeast(
      name('performance beside its twin'),
      twin.scores.performance ?? 0,
      site.scores.performance,
      'points',
    ),
    atMost(
      name('LCP ÷ twin LCP'),
      BUDGETS.lcpRatioToTwin,
      ratio,
      (value) => `${value.toFixed(2)}×`,
      twin.lcpMs === undefined ? '' : ` (twin ${seconds(twin.lcpMs)})`,
    ),
    atMost(
      name('TBT'),
      twinTbt === undefined ? undefined : twinTbt + BUDGETS.tbtOverTwinMs,
      site.tbtMs === undefined ? undefined : Math.round(site.tbtMs),
      milliseconds,
      ` (twin + ${BUDGETS.tbtOverTwinMs} ms)`,
    ),
    atMost(name('CLS'), BUDGETS.cls, site.cls === undefined ? undefined : roundTo(site.cls, 3), (value) =>
      value.toFixed(3),
    ),
    atLeast(name('accessibility'), BUDGETS.mobileAccessibility, site.scores.accessibility, 'points'),
    atLeast(name('best practices'), BUDGETS.mobileBestPractices, site.scores['best-practices'], 'points'),
    atLeast(name('SEO'), BUDGETS.mobileSeo, site.scores.seo, 'points'),
  ];
}

/** What a run of the bench measured, step by step; a step it did not measure is absent. */
export interface Measurements extends PublicationResults {
  lighthouse?: PageVersusTwin[];
  /** Printed beside its reference (the same navigation without speculation), not a budget. */
  navigation?: NavigationRow[];
  interactions?: InteractionLatencyRow[];
  javascript?: JavaScriptWeightRow[];
  apiLoad?: ApiLoadRow[];
  saveMemory?: SaveMemoryRow;
  coldStart?: ColdStartRow;
  /** Steps or pages that were to be measured and were not (an error, the time limit), and why. */
  notMeasured?: { what: string; why: string }[];
}

export function checkBudgets(results: Measurements): BudgetCheck[] {
  // A page or step that could not be measured fails: a budget is met only by a figure.
  const checks: BudgetCheck[] = (results.notMeasured ?? []).map(({ what, why }) => ({
    budget: what,
    limit: 'measured',
    actual: why,
    passed: false,
    miss: 'not measured',
  }));
  checks.push(...(results.lighthouse ?? []).flatMap(pageBudgets));
  for (const { control, page, duringStart, afterStart } of results.interactions ?? []) {
    for (const [when, latency] of [
      ['while the app starts', duringStart],
      ['after', afterStart],
    ] as const) {
      checks.push(
        atMost(`${control} on ${page}, ${when}`, BUDGETS.interactionLatencyMs, latency.worstMs, milliseconds),
      );
    }
  }
  if (results.javascript) {
    const home = results.javascript.find((row) => row.page === '/');
    checks.push(
      atMost(
        'first-load JS of / (gzipped)',
        BUDGETS.homeFirstLoadJsKb,
        home && roundTo(home.gzipBytes / 1024, 1),
        plain('KB'),
      ),
    );
  }
  for (const row of results.apiLoad ?? []) {
    checks.push(
      atMost(`errors ${row.endpoint} ×${row.connections}`, BUDGETS.loadErrors, row.errors, plain('')),
    );
  }
  if (results.saveMemory) {
    const { peakMib, declaredMib } = results.saveMemory;
    checks.push(
      atMost(
        'peak memory of the worst legal save',
        Math.round(declaredMib * BUDGETS.savePeakShareOfDeclared),
        peakMib,
        plain('MiB'),
        ` (${BUDGETS.savePeakShareOfDeclared * 100} % of the declared ${declaredMib} MiB)`,
      ),
    );
  }
  if (results.coldStart) {
    checks.push(
      atMost(
        'module load ÷ bare function',
        BUDGETS.coldStartRatioToBare,
        results.coldStart.ratio,
        (value) => `${value.toFixed(2)}×`,
      ),
    );
  }
  if (results.executions) {
    const total = results.executions.reduce((sum, row) => sum + row.executions, 0);
    checks.push(atMost('function executions while reading', BUDGETS.readingExecutions, total, plain('')));
  }
  if (results.saveToLive) {
    const { medianMs, maxMs } = results.saveToLive;
    checks.push(atMost('save to live, median', BUDGETS.saveToLiveMedianMs, medianMs, seconds));
    checks.push(atMost('save to live, max', BUDGETS.saveToLiveMaxMs, maxMs, seconds));
  }
  return checks;
}
