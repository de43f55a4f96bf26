import { chromium, type Browser, type Page } from '@playwright/test';
import { BENCH_PROJECT_ID, CHROME_FLAGS, CHROMIUM_PATH, SITE_URL } from './site';
import { median } from './stats';
import { table } from './table';

/**
 * From a click on a public link to the first paint of the next page, as a visitor on a phone network has it
 * (150 ms round trips, 1.6 Mbit/s down, as Lighthouse's mobile runs), with the pointer resting on the link first as
 * a person's does. Each path is measured with the next page fetched ahead (the page's speculation rules) and without
 * (the same page with speculation switched off, the reference of the same run), the two alternating run by run.
 * With DevTools attached Chromium prerenders nothing and fetches the page ahead instead: a visitor's browser, which
 * prerenders, shows the page sooner still.
 */
export interface NavigationRow {
  from: string;
  to: string;
  withAhead: { medianMs: number | undefined; p90Ms: number | undefined };
  without: { medianMs: number | undefined; p90Ms: number | undefined };
}

const PATHS = [
  { from: '/', link: { href: '/projects/all' }, to: '/projects/all' },
  {
    from: '/projects/all',
    link: { href: `/project/${BENCH_PROJECT_ID}` },
    to: `/project/${BENCH_PROJECT_ID}`,
  },
  { from: `/project/${BENCH_PROJECT_ID}`, link: { name: 'About' }, to: '/about' },
];
const RUNS = Number(process.env.NAV_RUNS ?? 7);
/** How long the pointer rests on the link before the click: a person's hover. */
const HOVER_MS = 400;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: 75e4 / 8,
};

/**
 * Switches speculation off as a browser without it, or a visitor on Save-Data, has it. Page scripts are given as
 * text: a function's source, as tsx compiles it, may name helpers the page does not have.
 */
const WITHOUT_SPECULATION =
  "Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });";
/** The bench's browser is never counted as a visitor. */
const NOT_COUNTED =
  "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });";

async function oneNavigation(
  browser: Browser,
  path: (typeof PATHS)[number],
  ahead: boolean,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript({ content: NOT_COUNTED });
  if (!ahead) await context.addInitScript({ content: WITHOUT_SPECULATION });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(new URL(path.from, SITE_URL).href);
    await page.waitForLoadState('networkidle');
    const link = linkOf(page, path.link).first();
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    // The click's time and, for a navigation inside the page, the frame after the new page shows its content (its
    // heading, no loader): kept in sessionStorage, which the next document of the tab reads too. A new document
    // paints its content first, from its HTML.
    await page.evaluate((to) => {
      addEventListener(
        'click',
        () => sessionStorage.setItem('clickAt', String(performance.timeOrigin + performance.now())),
        true,
      );
      new MutationObserver(() => {
        if (
          location.pathname === to &&
          document.querySelector('main h1') &&
          !document.querySelector('main .loader')
        )
          requestAnimationFrame(() =>
            sessionStorage.setItem('paintAt', String(performance.timeOrigin + performance.now())),
          );
      }).observe(document.body, { childList: true, subtree: true });
    }, path.to);
    const before = await page.evaluate(() => performance.timeOrigin);
    await link.click();
    await page.waitForURL((url) => url.pathname === path.to);
    await page.locator('main h1').first().waitFor();
    await page.locator('main .loader').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    return await page.evaluate((firstDocument) => {
      const clickAt = Number(sessionStorage.getItem('clickAt'));
      if (performance.timeOrigin === firstDocument)
        return Number(sessionStorage.getItem('paintAt')) - clickAt;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return paint ? performance.timeOrigin + paint.startTime - clickAt : Number.NaN;
    }, before);
  } finally {
    await context.close();
  }
}

function linkOf(page: Page, link: (typeof PATHS)[number]['link']) {
  return 'href' in link ? page.locator(`main a[href="${link.href}"]`) : page.getByRole('link', link);
}

const percentile = (values: number[], share: number) =>
  values.length
    ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]
    : undefined;
const figures = (values: number[]) => {
  const valid = values.filter(Number.isFinite);
  const middle = median(valid);
  return { medianMs: middle === undefined ? undefined : Math.round(middle), p90Ms: percentile(valid, 0.9) };
};

export async function measureNavigation(): Promise<NavigationRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const rows: NavigationRow[] = [];
    for (const path of PATHS) {
      const withAhead: number[] = [];
      const without: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        without.push(await oneNavigation(browser, path, false));
        withAhead.push(await oneNavigation(browser, path, true));
      }
      rows.push({ from: path.from, to: path.to, withAhead: figures(withAhead), without: figures(without) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

export function navigationTable(rows: NavigationRow[]): string {
  return table(
    ['From', 'To', 'Fetched ahead: median', 'p90', 'Without: median', 'p90'],
    rows.map((row) => [
      `\`${row.from}\``,
      `\`${row.to}\``,
      ms(row.withAhead.medianMs),
      ms(row.withAhead.p90Ms),
      ms(row.without.medianMs),
      ms(row.without.p90Ms),
    ]),
    [false, false, true, true, true, true],
  );
}
