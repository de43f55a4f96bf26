import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

// What the first load of a page gets before its JavaScript runs (see docs/performance.md, "How pages are served").

test('a page carries the public frame and its styles, so it paints before the app starts', async ({
  request,
}) => {
  const html = await (await request.get('/about')).text();
  // React may put preloads of the page's first images ahead of it.
  expect(html).toMatch(
    /<div id="root"[^>]*>(?:<link rel="preload"[^>]*>)*<a href="#main"[^>]*>Skip to content<\/a><header /,
  );
  expect(html).toContain('<footer ');
  expect(html).toContain('<style>');
  expect(html).not.toContain('rel="stylesheet"');
});

test('the app takes over the frame without a second header or footer', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
});

test('a project page fetches its main image once and the project not at all: the HTML carries it', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/project/seed-shopfront');
  await expect(page.getByTestId('project-main-image')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const count = (url: string) => requested.filter((item) => item === url).length;
  expect(count('http://127.0.0.1:5000/api/projects/seed-shopfront')).toBe(0);
  const cover = await page
    .getByTestId('project-main-image')
    .evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(count(cover)).toBe(1);
});

test('the app is fetched only after the page has loaded and painted', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    // When the page was painted (`paintTime`), not when the frame reached the screen (`startTime`): a loaded
    // machine's compositor may present it after the next task has begun.
    const paint = performance.getEntriesByName('first-contentful-paint')[0] as
      (PerformanceEntry & { paintTime?: number }) | undefined;
    const firstPaint = paint?.paintTime ?? paint?.startTime;
    const appScripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(?!start-)[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { loadEnd: navigation?.loadEventEnd, firstPaint, appScripts };
  });
  expect(timings.appScripts.length).toBeGreaterThan(0);
  expect(timings.firstPaint).toBeDefined();
  const firstAppRequest = Math.min(...timings.appScripts);
  expect(firstAppRequest).toBeGreaterThanOrEqual(timings.firstPaint ?? Infinity);
  expect(firstAppRequest).toBeGreaterThanOrEqual(timings.loadEnd ?? Infinity);
});
