// Visits are counted without cookies: a reader's three page views (two loaded, one reached in the app) show in the
// owner's statistics; nothing is stored in the reader's browser.
import type { Page } from '@playwright/test';
import { OWNER_ACCOUNT, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';

// These tests are about the beacon: it goes to the API.
test.use({ countViews: true });

/** A person's desktop browser: the suite's own headless user agent is, rightly, never counted. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

/** Today's views as the Statistics page says them: the last row of its table of numbers. */
async function viewsToday(page: Page): Promise<number> {
  await page.goto('/dashboard/stats?days=7');
  const chart = page.getByRole('figure');
  await chart.getByText('Show the numbers').click();
  const today = chart.getByRole('table').getByRole('row').last();
  return Number((await today.getByRole('cell').first().textContent())?.replace(/\D/g, ''));
}

/** Waits for the page's view to be reported (once loaded and idle), and for the API to take it. */
async function viewReported(page: Page, path: string, action: () => Promise<unknown>): Promise<void> {
  const [request] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/views') && request.method() === 'POST'),
    action(),
  ]);
  expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({ path });
  expect((await request.response())?.status()).toBe(204);
}

test('a reader’s three page views show in the owner’s statistics; the reader keeps no cookie', async ({
  page,
  browser,
}) => {
  await signIn(page, OWNER_ACCOUNT);
  const before = await viewsToday(page);
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();

  const reader = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const readerPage = await reader.newPage();
  await viewReported(readerPage, '/', () => readerPage.goto('/'));
  await viewReported(readerPage, '/projects/all', () =>
    readerPage.getByRole('link', { name: 'View More' }).click(),
  );
  await expect(readerPage).toHaveURL(/\/projects\/all$/);
  await viewReported(readerPage, '/about', () => readerPage.goto('/about'));
  expect(await reader.cookies()).toEqual([]);
  await reader.close();

  await expect.poll(() => viewsToday(page)).toBe(before + 3);
});

test('the owner’s own reading of the site is not reported', async ({ page }) => {
  await signIn(page, OWNER_ACCOUNT);
  const reported: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/views')) reported.push(request.url());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's idle moment, when a reader's view would have been reported.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  // A beacon of the test's own, sent after that moment: a page's requests reach the test in the order it sent them,
  // so once this one has, a view reported before it would have too.
  const marker = `/api/health?after-idle=${Date.now()}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => navigator.sendBeacon(url), marker),
  ]);
  expect(reported).toEqual([]);
});
