import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

// When the app takes a served page over, nothing the visitor sees changes: the page's markup and its pixels are the
// same before the app's scripts and stylesheet arrive and after the app has hydrated it, and the console has no
// hydration error. The one part meant to change is the header's session area: the served page (which cannot know
// the visitor) has Sign In, hidden when the page's first script finds a session hint, and the app shows the account
// once it knows the session. Its width is reserved, so nothing moves; it is left out of the comparison.

const PAGES = [
  '/',
  '/projects/all',
  '/project/seed-shopfront',
  '/about',
  '/writing',
  '/writing/typed-express-handlers',
];
const SIZES = [
  { width: 390, height: 800 },
  { width: 1280, height: 800 },
];

/** Every file the start script fetches (the app's chunks and the whole stylesheet's rules) waits for the release. */
async function holdAppAndStylesheet(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /^\/assets\/(?!start-)[^/]+\.(js|css|json)$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The header's session area: the main navigation's last item. */
const SESSION_AREA = 'header nav[aria-label="Main"] > ul > li:last-child';

/** The root's markup, and the viewport as the visitor sees it once its images have loaded; the session area aside. */
async function whatShows(page: Page) {
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.loading === 'lazy' || image.complete),
  );
  return {
    markup: await page.locator('#root').evaluate((root, sessionArea) => {
      const copy = root.cloneNode(true) as HTMLElement;
      copy.querySelector(sessionArea)?.replaceChildren();
      // An empty style attribute (React hydrating the search box leaves one) draws nothing.
      for (const element of copy.querySelectorAll('[style=""]')) element.removeAttribute('style');
      return copy.innerHTML;
    }, SESSION_AREA),
    pixels: await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      style: `${SESSION_AREA} > * { visibility: hidden !important; }`,
    }),
  };
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const path of PAGES) {
      test(`${path} looks the same before the app and after it has taken over`, async ({ page }) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        const release = await holdAppAndStylesheet(page);
        await page.goto(path);
        const before = await whatShows(page);
        expect(await page.locator('html').getAttribute('data-app')).toBeNull();

        release();
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-app', '');
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
            (link) => link.sheet,
          ),
        );
        const after = await whatShows(page);

        expect(after.markup).toBe(before.markup);
        expect(after.pixels.equals(before.pixels), 'the screenshots differ').toBe(true);
        expect(problems).toEqual([]);
      });
    }
  });
}
