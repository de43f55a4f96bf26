import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { OWNER_ACCOUNT, VISITOR_ACCOUNT, type DemoAccount } from '../demo-accounts';
import { FIRST_IDLE_MARK } from '../../web/src/config/ui';
import { BENCH_POST_SLUG, CHROME_FLAGS, CHROMIUM_PATH, SITE_URL, siteUrl } from './site';

/**
 * The JavaScript a first visit of one page downloads, gzipped as Hosting would serve it: what the page asks for before
 * the browser is first idle (the first load, the figure the budget holds: the page, the app and what hydrating it
 * takes), and what it fetches afterwards (Firebase Auth on idle, or what its data needs) until scripts stop arriving.
 * The app marks its first idle moment (`FIRST_IDLE_MARK`); the resource timings tell what was requested before it.
 */
export interface JavaScriptWeightRow {
  page: string;
  signedInAs: string | undefined;
  files: number;
  gzipBytes: number;
  laterFiles: number;
  laterGzipBytes: number;
}

interface FirstVisit {
  page: string;
  account?: DemoAccount;
  /** The page's own heading: the visit counts only once the page is really there (not a redirect); any h1 if unset. */
  heading?: string;
}

const FIRST_VISITS: FirstVisit[] = [
  { page: '/' },
  // A post's page ships no more than /about: its Markdown was rendered and highlighted on the server.
  { page: '/about' },
  { page: `/writing/${BENCH_POST_SLUG}` },
  { page: '/profile', account: VISITOR_ACCOUNT, heading: 'My Profile' },
  { page: '/dashboard', account: OWNER_ACCOUNT, heading: 'Dashboard' },
];

/** The signed-in pages keep Firestore listening, so the network never goes idle: wait for scripts to stop instead. */
const SCRIPTS_SETTLED_MS = 1500;
const VISIT_TIMEOUT_MS = 20_000;

/** Only the site and the emulators answer offline; anything else (ipinfo.io, Google) is refused at once. */
export async function keepOffline(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

/** Signs in through /signIn like a person and returns the session (Firebase Auth keeps it in IndexedDB). */
async function signedInState(browser: Browser, account: DemoAccount) {
  const context = await browser.newContext({ baseURL: SITE_URL });
  try {
    await keepOffline(context);
    const page = await context.newPage();
    // The form may arrive as HTML before the app can handle it: wait until the app has run and settled.
    await page.goto('/signIn', { waitUntil: 'networkidle', timeout: VISIT_TIMEOUT_MS });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/signIn', { timeout: VISIT_TIMEOUT_MS });
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** Collects every JavaScript response of the page until none has arrived for a while. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<Buffer>>();
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      /javascript/.test(response.headers()['content-type'] ?? '');
    if (!isScript || scripts.has(response.url())) return;
    lastScriptAt = Date.now();
    scripts.set(response.url(), response.body());
  });
  return {
    async settled(): Promise<{ firstLoad: Buffer[]; later: Buffer[] }> {
      await page.waitForLoadState('load');
      while (Date.now() - lastScriptAt < SCRIPTS_SETTLED_MS) {
        await page.waitForTimeout(SCRIPTS_SETTLED_MS / 3);
      }
      const requestedBeforeIdle = new Set(
        await page.evaluate((mark) => {
          const idleAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < idleAt)
            .map((entry) => entry.name);
        }, FIRST_IDLE_MARK),
      );
      const firstLoad: Buffer[] = [];
      const later: Buffer[] = [];
      for (const [url, body] of scripts) (requestedBeforeIdle.has(url) ? firstLoad : later).push(await body);
      return { firstLoad, later };
    },
  };
}

const gzippedTotal = (bodies: Buffer[]) => bodies.reduce((total, body) => total + gzipSync(body).length, 0);

async function measureFirstVisit(browser: Browser, visit: FirstVisit): Promise<JavaScriptWeightRow> {
  const storageState = visit.account ? await signedInState(browser, visit.account) : undefined;
  // A fresh context: an empty HTTP cache, only the session carried over.
  const context = await browser.newContext({ baseURL: SITE_URL, storageState });
  try {
    await keepOffline(context);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(siteUrl(visit.page));
    await page.getByRole('heading', { level: 1, name: visit.heading }).waitFor({ timeout: VISIT_TIMEOUT_MS });
    const { firstLoad, later } = await scripts.settled();
    return {
      page: visit.page,
      signedInAs: visit.account?.email,
      files: firstLoad.length,
      gzipBytes: gzippedTotal(firstLoad),
      laterFiles: later.length,
      laterGzipBytes: gzippedTotal(later),
    };
  } finally {
    await context.close();
  }
}

export async function measureJavaScriptWeight(): Promise<JavaScriptWeightRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const rows: JavaScriptWeightRow[] = [];
    for (const visit of FIRST_VISITS) rows.push(await measureFirstVisit(browser, visit));
    return rows;
  } finally {
    await browser.close();
  }
}
