import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The next page opens at once: a public link the pointer rests on is prerendered (Speculation Rules, moderate
// eagerness), and the click shows that page, never one at load and never a page that changes anything.

/** The rules the page's first script added, if any. */
const rulesOf = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type=speculationrules]')?.textContent ?? null);

test('a public link the pointer rests on is fetched ahead, and the click shows that page', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  // The browser's own report of its speculations. (With DevTools attached, as here, Chromium prerenders nothing
  // and fetches the page instead, which is what a browser that cannot prerender does too.)
  const cdp = await page.context().newCDPSession(page);
  const fetchedAhead: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (event) => {
    if (event.status === 'Ready') fetchedAhead.push(new URL(event.prefetchUrl).pathname);
  });
  await cdp.send('Preload.enable');
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  const rules = JSON.parse((await rulesOf(page)) ?? 'null') as { prerender: { eagerness: string }[] } | null;
  expect(rules?.prerender.map((rule) => rule.eagerness)).toEqual(['moderate']);
  // Nothing is fetched ahead at load.
  await page.waitForTimeout(500);
  expect(fetchedAhead).toEqual([]);
  expect(documents).toEqual(['/about']);

  const writing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' });
  await writing.hover();
  await expect.poll(() => fetchedAhead).toEqual(['/writing']);
  await writing.click();
  await expect(page).toHaveURL(/\/writing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
  // A new document, the one fetched ahead.
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceEntry & { deliveryType?: string })
          .deliveryType,
    ),
  ).toBe('navigational-prefetch');
});

test('a quick click without a resting pointer stays the app’s own navigation', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  const firstDocument = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument);
});

for (const [why, setUp] of [
  [
    'on Save-Data',
    (page: Page) =>
      page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'connection', {
          get: () => ({ saveData: true, effectiveType: '4g' }),
        }),
      ),
  ],
  [
    'on a slow connection',
    (page: Page) =>
      page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'connection', {
          get: () => ({ saveData: false, effectiveType: '3g' }),
        }),
      ),
  ],
  [
    'for a visitor with a session',
    (page: Page) => page.addInitScript(() => localStorage.setItem('portfolio.session', '{}')),
  ],
] as const) {
  test(`nothing is speculated ${why}`, async ({ page }) => {
    await setUp(page);
    await page.goto('/about');
    expect(await rulesOf(page)).toBeNull();
    expect(await page.evaluate(() => document.querySelectorAll('link[rel=prefetch]').length)).toBe(0);
  });
}
