// The function executions that reading the site starts: a browser reads the public pages with every image, as a
// visitor would (the view beacon aside), and the Functions emulator's log tells how many executions that started.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { keepOffline } from './javascript-weight';
import { CHROME_FLAGS, CHROMIUM_PATH, SITE_URL } from './site';

/** The file the bench writes the emulators' output to when it starts them; the measuring process reads it. */
export const EMULATOR_LOG_VARIABLE = 'BENCH_EMULATOR_LOG';

/**
 * The line the Hosting emulator prints for each request it hands to a function (a rewrite): each is one execution
 * that reading started. (The Functions emulator's own "Beginning execution" line is missing for requests that start
 * a new worker, so it undercounts.)
 */
const EXECUTION_LINE = /\[hosting\] Rewriting \S+ to \S+ for local Function (\S+)/g;
/** Time for the emulator's lines to reach the log once a request is answered. */
const LOG_SETTLE_MS = 1500;
/** The view beacon (`/api/views`) is a write, not reading: it is refused before it leaves the browser. */
const VIEW_BEACON = '**/api/views';
const PAGE_TIMEOUT_MS = 60_000;
/** How long the network may take to rest once the page is scrolled through; a page that never rests is still read. */
const NETWORK_REST_MS = 15_000;

export interface ExecutionRow {
  page: string;
  requests: number;
  /** Images loaded, and those that did not (an image of a host the offline bench refuses). */
  images: number;
  imagesNotLoaded: number;
  executions: number;
  /** Executions by function (region/id, as the Hosting emulator names it). */
  byFunction: Record<string, number>;
}

/** Counts the executions that begin from now until the returned function is called; undefined without a log. */
export function countExecutions():
  (() => Promise<{ total: number; byFunction: Record<string, number> }>) | undefined {
  const log = process.env[EMULATOR_LOG_VARIABLE];
  if (!log || !existsSync(log)) return undefined;
  const from = statSync(log).size;
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, LOG_SETTLE_MS));
    const written = readFileSync(log).subarray(from).toString('utf8');
    const byFunction: Record<string, number> = {};
    for (const [, name = ''] of written.matchAll(EXECUTION_LINE))
      byFunction[name] = (byFunction[name] ?? 0) + 1;
    return { total: Object.values(byFunction).reduce((sum, count) => sum + count, 0), byFunction };
  };
}

/** Reads each page in one browser, as one visitor going from page to page, scrolling so that every image loads. */
export async function measureReadingExecutions(pages: string[]): Promise<ExecutionRow[]> {
  if (!countExecutions()) {
    throw new Error(
      'the emulators were already running: the bench counts executions in the log of those it starts',
    );
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: SITE_URL });
    await keepOffline(context);
    await context.route(VIEW_BEACON, (route) => route.abort());
    const page = await context.newPage();
    const rows: ExecutionRow[] = [];
    for (const path of pages) {
      let requests = 0;
      const countRequest = () => requests++;
      page.on('request', countRequest);
      const counted = countExecutions();
      await page.goto(path, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
      // Lazy images load as they come near the viewport: scroll down the whole page, then let the network rest.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await page.waitForLoadState('networkidle', { timeout: NETWORK_REST_MS }).catch(() => undefined);
      const images = await page.evaluate(() => {
        const all = [...document.images];
        const missing = all.filter((image) => !image.complete || image.naturalWidth === 0).length;
        return { loaded: all.length - missing, missing };
      });
      page.off('request', countRequest);
      const { total, byFunction } = (await counted?.()) ?? { total: 0, byFunction: {} };
      rows.push({
        page: path,
        requests,
        images: images.loaded,
        imagesNotLoaded: images.missing,
        executions: total,
        byFunction,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
