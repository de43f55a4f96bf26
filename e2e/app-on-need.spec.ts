import type { Page } from '@playwright/test';
import { signIn, VISITOR_ACCOUNT } from './support/accounts';
import { expect, test } from './support/fixtures';

// A public page is whole and works without the app, so for a visitor with no session the app starts on their first
// action: a reader who only reads runs nothing after the page has painted. A returning signed-in visitor gets the app
// at once, since the header is to show who they are.

/** The site's own scripts the page asks for, by path. */
function recordOwnScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === 'http://127.0.0.1:5000')
      paths.push(url.pathname);
  });
  return paths;
}

test.describe('a visitor with no session', () => {
  // The view report is part of what is checked: the browser does not ask not to be tracked.
  test.use({ countViews: true });

  test('who only reads gets the page counted and Sign In shown, and the app is never fetched', async ({
    page,
  }) => {
    const scripts = recordOwnScripts(page);
    const viewReported = page.waitForRequest(
      (request) => request.url().endsWith('/api/views') && request.method() === 'POST',
    );
    await page.goto('/about');
    expect(JSON.parse((await viewReported).postData() ?? '{}')).toMatchObject({ path: '/about' });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Still nothing a second later.
    await page.waitForTimeout(1000);
    expect(await page.locator('html').getAttribute('data-app')).toBeNull();
    // The start script, and what it adds to open the next page at once: never the app's own code.
    expect(scripts).toEqual([
      expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/next-page-[\w-]+\.js$/),
    ]);
    // Nothing the first paint does not need travels before it: the start script is asked for after the load.
    const startedAfterLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const start = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/start-'));
      return navigation && start ? start.startTime >= navigation.loadEventEnd : undefined;
    });
    expect(startedAfterLoad).toBe(true);
  });

  test('the app starts from the page’s own data file, asking the API nothing the page shows', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/files/page-data/'))).toEqual([]);
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    expect(requests.filter((path) => path.startsWith('/files/page-data/'))).toHaveLength(1);
    expect(requests.filter((path) => path.startsWith('/api/') && path !== '/api/views')).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [action, act] of [
    ['a key press', (page: Page) => page.keyboard.press('Shift')],
    ['a pointer moving over it', (page: Page) => page.mouse.move(5, 600)],
    ['a scroll', (page: Page) => page.mouse.wheel(0, 300)],
  ] as const) {
    test(`starts the app with ${action}, and the page goes on working`, async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('data-app')).toBeNull();
      await act(page);
      await expect(page.locator('html')).toHaveAttribute('data-app', '');
      // The app's own navigation: the next page shows without a new document.
      const firstDocument = await page.evaluate(() => performance.timeOrigin);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' }).click();
      await expect(page).toHaveURL(/\/writing$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument);
    });
  }

  test('presses stop at the document until the app has taken over, then reach it', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    // What React's root would be handed: the presses that make it hydrate the whole page inside the event.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenByRoot: string[] }).seenByRoot = seen;
      for (const type of ['pointerdown', 'mousedown', 'click', 'keydown'])
        document.getElementById('root')?.addEventListener(type, (event) => seen.push(event.type), true);
    });
    const seenByRoot = () => page.evaluate(() => (window as unknown as { seenByRoot: string[] }).seenByRoot);
    const heading = page.getByRole('heading', { level: 1 });
    // The press starts the app, and the page answers it on its own.
    await heading.click();
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    expect(await seenByRoot()).toEqual([]);
    await heading.click();
    expect(await seenByRoot()).toEqual(['pointerdown', 'mousedown', 'click']);
  });
});

test('a returning signed-in visitor gets the app at once: the header shows them without an action', async ({
  page,
}) => {
  await signIn(page, VISITOR_ACCOUNT);
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /^Profile: / })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeHidden();
});
