import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM_PATH } from './site';
import { median, withTimeout } from './stats';
import { blockingAroundFirstPaint, type TraceEvent } from './trace-tasks';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** One page on mobile: the median of each figure over the runs. */
export interface LighthouseRow {
  page: string;
  runs: number;
  scores: Record<Category, number | undefined>;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  /** Blocking time of the long tasks that ran before the page's first paint, and after it (blockingAroundFirstPaint). */
  prePaintBlockingMs: number | undefined;
  postPaintBlockingMs: number | undefined;
  cls: number | undefined;
  transferBytes: number | undefined;
  /** Lighthouse's own complaints (e.g. a page that did not load), once each. */
  warnings: string[];
}

/** One Lighthouse run's figures. */
export interface RunFigures {
  scores: Partial<Record<Category, number>>;
  lcpMs?: number;
  tbtMs?: number;
  prePaintBlockingMs?: number;
  postPaintBlockingMs?: number;
  cls?: number;
  transferBytes?: number;
  warnings: string[];
}

const RUN_TIMEOUT_MS = 90_000;

const flags: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
  // The full-page screenshot is only for the HTML report, which is not written here.
  disableFullPageScreenshot: true,
  maxWaitForLoad: 45_000,
};

function figuresOf(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const scores: RunFigures['scores'] = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score === 'number') scores[category] = Math.round(score * 100);
  }
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    warnings: [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings],
  };
}

/**
 * One Lighthouse run in a Chromium of its own, so that no cache or storage carries over between runs. Lighthouse's
 * default config: mobile (Moto G Power), simulated slow 4G and a 4× slower CPU, unless `extraFlags` say otherwise.
 * Returns the report and the trace it simulated from.
 */
export async function lighthouseRun(
  url: string,
  extraFlags: Flags = {},
): Promise<{ lhr: Result; traceEvents: unknown[] }> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await withTimeout(
      lighthouse(url, { ...flags, ...extraFlags, port: chrome.port }),
      RUN_TIMEOUT_MS,
      `Lighthouse did not finish ${url} within ${RUN_TIMEOUT_MS / 1000} s`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, traceEvents: result.artifacts.Trace?.traceEvents ?? [] };
  } finally {
    chrome.kill();
  }
}

export async function auditOnce(url: string): Promise<RunFigures> {
  const { lhr, traceEvents } = await lighthouseRun(url);
  const figures = figuresOf(lhr);
  try {
    const { beforePaintMs, afterPaintMs } = blockingAroundFirstPaint(traceEvents as TraceEvent[], url);
    figures.prePaintBlockingMs = beforePaintMs;
    figures.postPaintBlockingMs = afterPaintMs;
  } catch {
    // A trace without the page's parse (a page that did not load): Lighthouse's own warnings say so.
  }
  return figures;
}

/** The median of each figure over the runs of one page. */
export function medianRow(page: string, results: readonly RunFigures[]): LighthouseRow {
  const medianOf = (pick: (figures: RunFigures) => number | undefined) =>
    median(results.map(pick).filter((value): value is number => value !== undefined));
  return {
    page,
    runs: results.length,
    scores: {
      performance: medianOf((figures) => figures.scores.performance),
      accessibility: medianOf((figures) => figures.scores.accessibility),
      'best-practices': medianOf((figures) => figures.scores['best-practices']),
      seo: medianOf((figures) => figures.scores.seo),
    },
    lcpMs: medianOf((figures) => figures.lcpMs),
    tbtMs: medianOf((figures) => figures.tbtMs),
    prePaintBlockingMs: medianOf((figures) => figures.prePaintBlockingMs),
    postPaintBlockingMs: medianOf((figures) => figures.postPaintBlockingMs),
    cls: medianOf((figures) => figures.cls),
    transferBytes: medianOf((figures) => figures.transferBytes),
    warnings: [...new Set(results.flatMap((figures) => figures.warnings))],
  };
}
