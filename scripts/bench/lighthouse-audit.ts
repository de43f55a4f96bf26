import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH, siteUrl } from './site';
import { median, withTimeout } from './stats';

export type FormFactor = 'mobile' | 'desktop';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** One page and form factor: the median of each figure over the runs. */
export interface LighthouseRow {
  page: string;
  formFactor: FormFactor;
  runs: number;
  scores: Record<Category, number | undefined>;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  transferBytes: number | undefined;
  /** Lighthouse's own complaints (e.g. a page that did not load), once each. */
  warnings: string[];
}

interface RunFigures {
  scores: Partial<Record<Category, number>>;
  lcpMs?: number;
  tbtMs?: number;
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

/** Lighthouse's default config is the mobile one (Moto G Power, simulated slow 4G); desktop has its own. */
const configs: Record<FormFactor, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

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

/** One Lighthouse run in a Chromium of its own, so that no cache or storage carries over between runs. */
async function auditOnce(url: string, formFactor: FormFactor): Promise<RunFigures> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await withTimeout(
      lighthouse(url, { ...flags, port: chrome.port }, configs[formFactor]),
      RUN_TIMEOUT_MS,
      `Lighthouse did not finish ${url} (${formFactor}) within ${RUN_TIMEOUT_MS / 1000} s`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

export async function auditPage(page: string, formFactor: FormFactor, runs: number): Promise<LighthouseRow> {
  const results: RunFigures[] = [];
  for (let run = 0; run < runs; run++) results.push(await auditOnce(siteUrl(page), formFactor));
  const medianOf = (pick: (figures: RunFigures) => number | undefined) =>
    median(results.map(pick).filter((value): value is number => value !== undefined));
  return {
    page,
    formFactor,
    runs,
    scores: {
      performance: medianOf((figures) => figures.scores.performance),
      accessibility: medianOf((figures) => figures.scores.accessibility),
      'best-practices': medianOf((figures) => figures.scores['best-practices']),
      seo: medianOf((figures) => figures.scores.seo),
    },
    lcpMs: medianOf((figures) => figures.lcpMs),
    tbtMs: medianOf((figures) => figures.tbtMs),
    cls: medianOf((figures) => figures.cls),
    transferBytes: medianOf((figures) => figures.transferBytes),
    warnings: [...new Set(results.flatMap((figures) => figures.warnings))],
  };
}
