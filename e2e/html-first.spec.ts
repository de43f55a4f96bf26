import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { refuseAppScripts, waitForHydration } from './support/hydration';
import { PUBLIC_PAGES } from '../tests/support/public-pages';
import { BRAND_ICONS_SPRITE, INLINE_BRAND_ICONS_ID } from '../web/src/config/brand-icons';

// Public pages arrive as HTML with their content, and the browser hydrates them.

/**
 * Console errors and warnings (hydration mismatches among them) and uncaught exceptions; not the browser's note of
 * a 404 page's own status, nor its note on the YouTube frame's permissions.
 */
const EXPECTED_NOTES =
  /^Failed to load resource: the server responded with a status of 404|^Unrecognized feature/;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (!EXPECTED_NOTES.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the lists show their projects, and links lead to working pages', async ({ page }) => {
    await page.goto('/');
    const best = page.getByRole('region', { name: 'Best Projects' });
    await expect(best.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await best.getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL('/projects/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shopfront' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Project categories' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/projects\/[a-z-]+$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
    // The header's Sign In, for browsers without JavaScript.
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test('an unknown category says "No projects found."', async ({ page }) => {
    await page.goto('/projects/no-such-category');
    await expect(page.getByText('No projects found.')).toBeVisible();
  });
});

test.describe('the served HTML, before any script has run', () => {
  test.beforeEach(async ({ page }) => {
    await refuseAppScripts(page);
  });

  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} passes the accessibility checks`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });
  }

  test('the skip link takes the keyboard to the page', async ({ page }) => {
    await page.goto('/projects/all');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('hydration', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} hydrates without a console error and asks the API for nothing it carries`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        // The view beacon reports the visit; it asks for nothing.
        if (pathname.startsWith('/api/') && pathname !== '/api/views') apiCalls.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Hydrated: the menu button, a React handler, works.
      await page.setViewportSize({ width: 390, height: 800 });
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(apiCalls).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('a link after hydration navigates in the page, and the new page asks the API', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const list = page.waitForResponse((response) => response.url().includes('/api/filterd-projects'));
    await page.getByRole('link', { name: 'View More' }).click();
    await list;
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe('brand logos', () => {
  /** Where each logo of the root points, and whether it draws (its shape has a size). */
  const logos = (page: Page) =>
    page.locator('#root use').evaluateAll((uses) =>
      uses.map((use) => {
        const box = (use as SVGUseElement).getBBox();
        return { href: use.getAttribute('href') ?? '', draws: box.width > 0 && box.height > 0 };
      }),
    );

  test('the home page carries the logos it shows, and no others, and fetches no sprite', async ({ page }) => {
    const spriteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === BRAND_ICONS_SPRITE) spriteRequests.push(request.url());
    });
    await refuseAppScripts(page);
    await page.goto('/');
    const shown = await logos(page);
    expect(shown.length).toBeGreaterThanOrEqual(12);
    for (const logo of shown)
      expect(logo).toEqual({ href: expect.stringMatching(/^#(skill|social)-/), draws: true });
    // The copy shows nothing and takes no room: the page starts with its header.
    await expect(page.locator(`#${INLINE_BRAND_ICONS_ID}`)).toBeHidden();
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
    const carried = await page
      .locator(`#${INLINE_BRAND_ICONS_ID} symbol`)
      .evaluateAll((symbols) => symbols.map((symbol) => symbol.id));
    expect(carried.sort()).toEqual([...new Set(shown.map((logo) => logo.href.slice(1)))].sort());
    await page.waitForLoadState('networkidle');
    expect(spriteRequests).toEqual([]);
  });

  test('a page whose content shows no logo carries none: its footer draws them from the sprite', async ({
    page,
  }) => {
    await refuseAppScripts(page);
    await page.goto('/about');
    await expect(page.locator(`#${INLINE_BRAND_ICONS_ID}`)).toHaveCount(0);
    await expect
      .poll(async () => logos(page))
      .toEqual(
        Array.from({ length: 4 }, () => ({
          href: expect.stringMatching(new RegExp(`^${BRAND_ICONS_SPRITE}#social-`)),
          draws: true,
        })),
      );
  });

  test('a page the app shows next draws the logos the first page did not carry from the sprite', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Skills' })).toBeVisible();
    await expect
      .poll(async () =>
        (await logos(page)).filter((logo) => logo.href.startsWith(`${BRAND_ICONS_SPRITE}#skill-`)),
      )
      .toHaveLength(12);
    await expect.poll(async () => (await logos(page)).every((logo) => logo.draws)).toBe(true);
  });
});
