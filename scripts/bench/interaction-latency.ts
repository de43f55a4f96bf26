import { chromium, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../web/src/config/early-controls';
import { median } from './stats';
import { BENCH_PROJECT_ID, CHROME_FLAGS, CHROMIUM_PATH, SITE_URL } from './site';

/**
 * How long a tap on each public control takes to answer, read from the page's own Event Timing entries (an
 * interaction's latency: from the input to the next paint after its handlers ran) on a phone-sized page with the CPU
 * 4× slower, as Lighthouse's mobile runs have it. Each control is pressed again and again while the app starts (from
 * the page's load until the app has taken over and the page has gone quiet) and then five times once it has.
 *
 * A link pressed before the app has taken over would load the next page from the server; as only the main thread's
 * answer to the tap is measured here, such a press is kept in the page (its default is prevented), and what is timed
 * is how soon the page could answer it: the wait behind whatever task was running, the handlers and the next paint.
 */
export interface InteractionLatencyRow {
  control: string;
  page: string;
  duringStart: LatencyFigures;
  afterStart: LatencyFigures;
}

export interface LatencyFigures {
  presses: number;
  medianMs: number | undefined;
  worstMs: number | undefined;
}

interface Control {
  name: string;
  page: string;
  /** The presses, in turn (a toggle pressed twice is back where it began). */
  targets: (page: Page) => ReturnType<Page['getByRole']>[];
}

const CONTROLS: Control[] = [
  { name: 'menu', page: '/about', targets: (page) => [page.getByRole('button', { name: 'Menu' })] },
  { name: 'theme button', page: '/', targets: (page) => [page.getByRole('button', { name: /^Theme: / })] },
  {
    name: 'technology chip',
    page: '/projects/all',
    targets: (page) => {
      const chip = page.getByRole('group', { name: 'Technologies' }).getByRole('link', { name: 'Android' });
      return [chip, chip];
    },
  },
  {
    name: 'screenshot',
    page: `/project/${BENCH_PROJECT_ID}`,
    targets: (page) => [
      page.getByRole('link', { name: 'Show screenshot 2' }),
      page.getByRole('link', { name: 'Show screenshot 1' }),
    ],
  },
];

const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const PRESSES_AFTER_START = 5;
/** The page is quiet once no long task has run for this long after the app took over. */
const QUIET_MS = 1500;
const PRESS_TIMEOUT_MS = 10_000;

/**
 * Runs in the page before its own scripts: keeps every interaction's Event Timing entries, marks each press as made
 * before or after the app took over, and keeps a link pressed before it in the page (see above).
 */
function watchInteractions(readyAttribute: string): void {
  const state = window as unknown as {
    latencies: Map<number, number>;
    pressesBeforeApp: number[];
    lastLongTaskEnd: number;
  };
  state.latencies = new Map();
  state.pressesBeforeApp = [];
  state.lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      state.latencies.set(
        entry.interactionId,
        Math.max(state.latencies.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lastLongTaskEnd = entry.startTime + entry.duration;
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'click',
    (event) => {
      if (document.documentElement.hasAttribute(readyAttribute)) return;
      state.pressesBeforeApp.push(event.timeStamp);
      if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
    },
    true,
  );
}

/** The latencies of the interactions so far that took 16 ms or more (Event Timing reports none quicker). */
async function latenciesSoFar(page: Page): Promise<number[]> {
  // An interaction's entry arrives after its next paint.
  await page.waitForTimeout(300);
  return page.evaluate(() => [
    ...(window as unknown as { latencies: Map<number, number> }).latencies.values(),
  ]);
}

/** `presses` presses, of which `measured` were reported: the rest count as 16 ms. */
const withUnreported = (measured: number[], presses: number) => [
  ...measured,
  ...Array.from({ length: Math.max(0, presses - measured.length) }, () => 16),
];

const figures = (latencies: number[]): LatencyFigures => ({
  presses: latencies.length,
  medianMs: median(latencies),
  worstMs: latencies.length > 0 ? Math.max(...latencies) : undefined,
});

async function measureControl(control: Control, baseURL: string): Promise<InteractionLatencyRow> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await page.addInitScript(watchInteractions, APP_READY_ATTRIBUTE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(control.page, { waitUntil: 'load' });
    const targets = control.targets(page);
    let presses = 0;
    const press = async () => {
      await targets[presses % targets.length]?.click({ timeout: PRESS_TIMEOUT_MS, noWaitAfter: true });
      presses += 1;
    };
    // While the app starts: until it has taken over and no long task has run for a while.
    const started = () =>
      page.evaluate(
        ([attribute, quietMs]) =>
          document.documentElement.hasAttribute(attribute) &&
          performance.now() - (window as unknown as { lastLongTaskEnd: number }).lastLongTaskEnd > quietMs,
        [APP_READY_ATTRIBUTE, QUIET_MS] as const,
      );
    do await press();
    while (!(await started()));
    const pressesDuringStart = presses;
    const duringStart = await latenciesSoFar(page);
    for (let count = 0; count < PRESSES_AFTER_START; count++) {
      await press();
      await page.waitForTimeout(200);
    }
    const afterStart = (await latenciesSoFar(page)).slice(duringStart.length);
    return {
      control: control.name,
      page: control.page,
      duringStart: figures(withUnreported(duringStart, pressesDuringStart)),
      afterStart: figures(withUnreported(afterStart, PRESSES_AFTER_START)),
    };
  } finally {
    await browser.close();
  }
}

/** Each control's latency while the app starts and after, one fresh browser per control. */
export async function measureInteractionLatency(baseURL = SITE_URL): Promise<InteractionLatencyRow[]> {
  const rows: InteractionLatencyRow[] = [];
  for (const control of CONTROLS) rows.push(await measureControl(control, baseURL));
  return rows;
}
