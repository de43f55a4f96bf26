import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGET_KB } from '../../web/build/first-load-js-budget';
import type { ApiLoadRow } from './api-load';
import { BUDGETS, checkBudgets, lcpRatio, pageBudgets, type PageVersusTwin } from './budgets';
import type { LighthouseRow } from './lighthouse-audit';

function row(figures: Partial<LighthouseRow> = {}): LighthouseRow {
  return {
    page: '/',
    runs: 3,
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 2000,
    tbtMs: 20,
    prePaintBlockingMs: 0,
    postPaintBlockingMs: 0,
    cls: 0,
    transferBytes: 70_000,
    warnings: [],
    ...figures,
  };
}

const versus = (site: Partial<LighthouseRow>, twin: Partial<LighthouseRow> = {}): PageVersusTwin => ({
  page: '/',
  site: row(site),
  twin: row({ page: 'http://127.0.0.1:1234/?twin', ...twin }),
});

const check = (checks: ReturnType<typeof pageBudgets>, name: string) => {
  const found = checks.find((candidate) => candidate.budget.split(': ')[1]?.startsWith(name));
  if (!found) throw new Error(`no "${name}" check in ${checks.map((c) => c.budget).join(', ')}`);
  return found;
};

describe('lcpRatio', () => {
  it('is the page LCP over the twin LCP, to two decimals', () => {
    expect(lcpRatio(row({ lcpMs: 4150 }), row({ lcpMs: 2000 }))).toBe(2.08);
  });

  it('is undefined when either side was not measured or the twin painted at 0', () => {
    expect(lcpRatio(row({ lcpMs: undefined }), row())).toBeUndefined();
    expect(lcpRatio(row(), row({ lcpMs: undefined }))).toBeUndefined();
    expect(lcpRatio(row(), row({ lcpMs: 0 }))).toBeUndefined();
  });
});

describe('pageBudgets', () => {
  it('passes a page as fast as its twin with full scores', () => {
    const checks = pageBudgets(versus({}));
    expect(checks.filter((c) => !c.passed)).toEqual([]);
    expect(checks).toHaveLength(8);
  });

  it('holds LCP to 1.03 × the twin, the limit included', () => {
    expect(check(pageBudgets(versus({ lcpMs: 2060 })), 'LCP').passed).toBe(true);
    const missed = check(pageBudgets(versus({ lcpMs: 2200 })), 'LCP');
    expect(missed).toMatchObject({ passed: false, actual: '1.10×', miss: '0.07× over' });
    expect(missed.limit).toBe('≤ 1.03× (twin 2.00 s)');
  });

  it('holds TBT to the twin’s plus 50 ms', () => {
    expect(check(pageBudgets(versus({ tbtMs: 70 }, { tbtMs: 20 })), 'TBT').passed).toBe(true);
    expect(check(pageBudgets(versus({ tbtMs: 460 }, { tbtMs: 10 })), 'TBT')).toMatchObject({
      passed: false,
      limit: '≤ 60 ms (twin + 50 ms)',
      actual: '460 ms',
      miss: '400 ms over',
    });
  });

  it('wants CLS 0 to three decimals', () => {
    expect(check(pageBudgets(versus({ cls: 0.0004 })), 'CLS').passed).toBe(true);
    expect(check(pageBudgets(versus({ cls: 0.02 })), 'CLS')).toMatchObject({
      passed: false,
      actual: '0.020',
    });
  });

  it('wants performance 98 and accessibility, best practices and SEO 100, whatever the twin scored', () => {
    const checks = pageBudgets(
      versus(
        { scores: { performance: 97, accessibility: 100, 'best-practices': 96, seo: 100 } },
        { scores: { performance: 90, accessibility: 80, 'best-practices': 80, seo: 80 } },
      ),
    );
    expect(check(checks, 'performance')).toMatchObject({ passed: false, miss: '1 points short' });
    expect(check(checks, 'best practices')).toMatchObject({ passed: false, miss: '4 points short' });
    expect(check(checks, 'accessibility').passed).toBe(true);
    expect(check(checks, 'SEO').passed).toBe(true);
  });

  it('wants the score of the page’s twin at least', () => {
    const checks = pageBudgets(
      versus({}, { scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } }),
    );
    expect(check(checks, 'performance beside its twin').passed).toBe(true);
    const lower = { scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 } };
    expect(check(pageBudgets(versus(lower)), 'performance beside its twin')).toMatchObject({
      passed: false,
      miss: '1 points short',
    });
  });

  it('fails what was not measured, on either side, rather than passing it', () => {
    const checks = pageBudgets(versus({}, { lcpMs: undefined, tbtMs: undefined }));
    expect(check(checks, 'LCP')).toMatchObject({ passed: false, miss: 'not measured' });
    expect(check(checks, 'TBT')).toMatchObject({ passed: false, miss: 'not measured' });
  });
});

describe('checkBudgets', () => {
  const load = (errors: number): ApiLoadRow => ({
    endpoint: 'GET /api/best-projects',
    connections: 20,
    requests: 2000,
    answered: 2000 - errors,
    seconds: 4,
    requestsPerSecond: 500,
    p50Ms: 30,
    p95Ms: 400,
    p99Ms: 900,
    errors,
  });

  it('holds the first load of / to the budget the web build enforces', () => {
    expect(BUDGETS.homeFirstLoadJsKb).toBe(FIRST_LOAD_JS_BUDGET_KB);
    const over = (FIRST_LOAD_JS_BUDGET_KB + 1) * 1024;
    const [missed] = checkBudgets({
      javascript: [
        { page: '/', signedInAs: undefined, files: 5, gzipBytes: over, laterFiles: 0, laterGzipBytes: 0 },
      ],
    });
    expect(missed).toMatchObject({ passed: false, miss: '1 KB over' });
  });

  it('wants no error under load and no longer judges latency in absolute terms', () => {
    const checks = checkBudgets({ apiLoad: [load(0), load(3)] });
    expect(checks.map((c) => c.passed)).toEqual([true, false]);
    expect(checks.some((c) => c.budget.includes('p95'))).toBe(false);
  });

  it('checks every page beside its own twin', () => {
    const checks = checkBudgets({
      lighthouse: [versus({}), { ...versus({ lcpMs: 3000 }), page: '/about' }],
    });
    expect(checks.filter((c) => !c.passed).map((c) => c.budget)).toEqual(['/about: LCP ÷ twin LCP']);
  });

  it('fails a page or step that could not be measured', () => {
    const checks = checkBudgets({
      lighthouse: [versus({})],
      notMeasured: [{ what: 'Lighthouse /about', why: "past the bench's time limit" }],
    });
    expect(checks.filter((c) => !c.passed)).toEqual([
      expect.objectContaining({ budget: 'Lighthouse /about', miss: 'not measured' }),
    ]);
  });

  it('holds the worst legal save under its share of the declared memory', () => {
    const save = (peakMib: number) => ({
      save: '11 images',
      baselineMib: 150,
      peakMib,
      declaredMib: 1024,
      saveMs: 9000,
    });
    const limit = Math.round(1024 * BUDGETS.savePeakShareOfDeclared);
    expect(checkBudgets({ saveMemory: save(limit) })[0]?.passed).toBe(true);
    expect(checkBudgets({ saveMemory: save(limit + 1) })[0]).toMatchObject({
      passed: false,
      miss: '1 MiB over',
    });
  });

  it('holds the module load to its ratio to a bare function', () => {
    const coldStart = (ratio: number) => ({
      functionMs: 150,
      bareMs: 130,
      ratio,
      functionFirstAnswerMs: 240,
      bareFirstAnswerMs: 170,
      firstAnswerRatio: 1.41,
      runs: 9,
    });
    expect(checkBudgets({ coldStart: coldStart(BUDGETS.coldStartRatioToBare) })[0]?.passed).toBe(true);
    expect(checkBudgets({ coldStart: coldStart(1.31) })[0]?.passed).toBe(false);
  });

  it('holds each control to 200 ms at worst, while the app starts and after', () => {
    const latency = (worstMs: number | undefined) => ({ presses: 5, medianMs: 40, worstMs });
    const checks = checkBudgets({
      interactions: [
        { control: 'menu', page: '/about', duringStart: latency(200), afterStart: latency(201) },
        { control: 'screenshot', page: '/p', duringStart: latency(undefined), afterStart: latency(16) },
      ],
    });
    expect(checks.map((c) => [c.budget, c.passed, c.miss])).toEqual([
      ['menu on /about, while the app starts', true, undefined],
      ['menu on /about, after', false, '1 ms over'],
      ['screenshot on /p, while the app starts', false, 'not measured'],
      ['screenshot on /p, after', true, undefined],
    ]);
  });
});
