import type { ApiLoadRow } from './api-load';
import type { JavaScriptWeightRow } from './javascript-weight';
import type { LighthouseRow } from './lighthouse-audit';

/** The budgets of issue 8: what `npm run bench -- --check` holds the product to. */
export const BUDGETS = {
  /** Lighthouse mobile, every benchmarked page. */
  mobilePerformance: 95,
  mobileAccessibility: 95,
  mobileBestPractices: 95,
  mobileSeo: 95,
  /** First-load JavaScript of `/`, gzipped. */
  homeFirstLoadJsKb: 170,
  /** Non-2xx answers, connection errors and timeouts under load. */
  loadErrors: 0,
  /** p95 latency of the public GETs at this concurrency, through the Hosting and Functions emulators. */
  publicP95Ms: 100,
  publicP95Connections: 20,
} as const;

export interface BudgetCheck {
  budget: string;
  limit: string;
  actual: string;
  passed: boolean;
  /** How far off a missed budget is, e.g. "3 points short". */
  miss?: string;
}

function atLeast(budget: string, limit: number, actual: number | undefined, unit: string): BudgetCheck {
  const passed = actual !== undefined && actual >= limit;
  return {
    budget,
    limit: `≥ ${limit}`,
    actual: actual === undefined ? 'no result' : String(actual),
    passed,
    miss: passed ? undefined : actual === undefined ? 'not measured' : `${limit - actual} ${unit} short`,
  };
}

function atMost(budget: string, limit: number, actual: number | undefined, unit: string): BudgetCheck {
  const passed = actual !== undefined && actual <= limit;
  const show = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`.trim();
  return {
    budget,
    limit: `≤ ${show(limit)}`,
    actual: actual === undefined ? 'no result' : show(actual),
    passed,
    miss: passed ? undefined : actual === undefined ? 'not measured' : `${show(actual - limit)} over`,
  };
}

export function checkBudgets(results: {
  lighthouse?: LighthouseRow[];
  javascript?: JavaScriptWeightRow[];
  apiLoad?: ApiLoadRow[];
}): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const row of results.lighthouse?.filter((row) => row.formFactor === 'mobile') ?? []) {
    const name = (category: string) => `Lighthouse mobile ${category} ${row.page}`;
    checks.push(
      atLeast(name('performance'), BUDGETS.mobilePerformance, row.scores.performance, 'points'),
      atLeast(name('accessibility'), BUDGETS.mobileAccessibility, row.scores.accessibility, 'points'),
      atLeast(name('best-practices'), BUDGETS.mobileBestPractices, row.scores['best-practices'], 'points'),
      atLeast(name('SEO'), BUDGETS.mobileSeo, row.scores.seo, 'points'),
    );
  }
  const home = results.javascript?.find((row) => row.page === '/');
  if (results.javascript) {
    checks.push(
      atMost(
        'first-load JS of / (gzipped)',
        BUDGETS.homeFirstLoadJsKb,
        home && Math.round((home.gzipBytes / 1024) * 10) / 10,
        'KB',
      ),
    );
  }
  for (const row of results.apiLoad ?? []) {
    checks.push(atMost(`errors ${row.endpoint} ×${row.connections}`, BUDGETS.loadErrors, row.errors, ''));
    if (row.isPublic && row.connections === BUDGETS.publicP95Connections) {
      checks.push(
        atMost(
          `p95 ${row.endpoint} ×${row.connections}`,
          BUDGETS.publicP95Ms,
          row.p95Ms && Math.round(row.p95Ms * 10) / 10,
          'ms',
        ),
      );
    }
  }
  return checks;
}
