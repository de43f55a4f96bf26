import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

// The public pages' controls work from the first paint: with the app's scripts refused (as a slow phone has them
// for the first seconds, or a browser that never runs them), and while the app takes over.

/** Refuses the app's scripts: only the served HTML and the page's first inline script remain. */
async function refuseAppScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/** The page's background, as the browser paints it. */
function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

const DARK_BACKGROUND = 'rgb(11, 18, 32)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const PUBLIC_PAGES = ['/', '/about', '/projects/all', '/project/seed-shopfront', '/want'];

test.describe('on a small screen, without the app', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu button opens and closes the menu on every public page', async ({ page }) => {
    await refuseAppScripts(page);
    for (const route of PUBLIC_PAGES) {
      await page.goto(route);
      const menu = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(menu, route).toHaveAttribute('aria-expanded', 'false');
      await expect(nav, route).toBeHidden();

      await menu.click();
      await expect(menu, route).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Contact' }), route).toBeVisible();
      await menu.click();
      await expect(menu, route).toHaveAttribute('aria-expanded', 'false');
      await expect(nav, route).toBeHidden();
    }
  });

  test('a menu opened before the app stays open when it takes over, and one press closes it', async ({
    page,
  }) => {
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    releaseApp();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    // Now the app's menu: a link closes it.
    await menu.click();
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the signed-in areas are served with no button: nothing is offered before the app can answer it', async ({
    page,
  }) => {
    await refuseAppScripts(page);
    for (const route of ['/dashboard', '/profile']) {
      await page.goto(route);
      await expect(page.getByRole('banner'), route).toBeVisible();
      await expect(page.getByRole('button'), route).toHaveCount(0);
    }
  });
});

test('without the app, the theme button cycles System, Light, Dark, and the choice is kept', async ({
  page,
}) => {
  await refuseAppScripts(page);
  await page.goto('/projects/all');
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Theme: Light' }).click();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);

  // Another page, still without the app: the choice applies and the button says it.
  await page.goto('/about');
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  await page.getByRole('button', { name: 'Theme: Dark' }).click();
  await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
});

test('a theme chosen before the app is the one the app shows, and a press after it moves one step', async ({
  page,
}) => {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  releaseApp();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await page.getByRole('button', { name: 'Theme: Light' }).click();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});
