import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OWNER_ACCOUNT, signIn } from './support/accounts';
import { refuseAppScripts, waitForHydration } from './support/hydration';

/**
 * A right-to-left language's pages are served with `<html dir="rtl">`: here the page is turned right to left once
 * loaded, and what it shows must be the left-to-right layout mirrored, each element where its twin was, seen from the
 * other side.
 */

interface Edges {
  left: number;
  right: number;
}

const TOLERANCE_PX = 2;

async function turnRightToLeft(page: Page): Promise<void> {
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
}

async function edgesOf(locator: Locator): Promise<Edges> {
  return locator.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right };
  });
}

/** Where the element's text starts and ends on its line(s), as laid out, rather than its box. */
async function textEdgesOf(locator: Locator): Promise<Edges> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });
}

/** The page's width without its scrollbar: the axis that right to left mirrors around. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.clientWidth);
}

/** Measures each element left to right, turns the page right to left, and expects each one mirrored. */
async function expectMirrored(page: Page, elements: Record<string, Locator>, edges = edgesOf): Promise<void> {
  const width = await pageWidth(page);
  const before: Record<string, Edges> = {};
  for (const [name, locator] of Object.entries(elements)) before[name] = await edges(locator);
  await turnRightToLeft(page);
  for (const [name, locator] of Object.entries(elements)) {
    const after = await edges(locator);
    const ltr = before[name] as Edges;
    expect(Math.abs(after.right - (width - ltr.left)), `${name}'s right edge`).toBeLessThanOrEqual(
      TOLERANCE_PX,
    );
    expect(Math.abs(after.left - (width - ltr.right)), `${name}'s left edge`).toBeLessThanOrEqual(
      TOLERANCE_PX,
    );
  }
}

test.describe('on a wide screen, the page as served (its own inline styles only)', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the header, the hero and "See More" mirror; its arrow turns to point left', async ({ page }) => {
    await refuseAppScripts(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    const seeMore = page.getByRole('link', { name: /^See More/ });
    await expectMirrored(page, {
      logo: header.getByRole('link').first(),
      navigation: page.getByRole('navigation', { name: 'Main' }).getByRole('listitem').first(),
      search: header.getByRole('searchbox'),
      'See More': seeMore,
    });
    // The hero's texts start at the right edge of their column, which is now on the right.
    const name = page.getByRole('heading', { level: 1 });
    const [text, column] = [await textEdgesOf(name), await edgesOf(name)];
    expect(Math.abs(text.right - column.right)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(column.right).toBeGreaterThan((await pageWidth(page)) / 2);

    const arrow = seeMore.locator('svg');
    await expect(arrow).toHaveCSS('scale', '-1 1');
    const [icon, link] = [await edgesOf(arrow), await edgesOf(seeMore)];
    expect(icon.left - link.left).toBeLessThan(link.right - icon.right);
    // The magnifier sits on the side where the search field's text starts.
    await expect(header.getByRole('searchbox')).toHaveCSS('background-position', 'calc(100% - 11.2px) 50%');
  });

  test('a code block and a phone number keep reading left to right', async ({ page }) => {
    await refuseAppScripts(page);
    await page.goto('/');
    await turnRightToLeft(page);
    await expect(page.locator('a[href^="tel:"]')).toHaveCSS('direction', 'ltr');

    await page.goto('/writing/typed-express-handlers');
    await turnRightToLeft(page);
    const code = page.locator('pre.code-block').first();
    await expect(code).toHaveCSS('direction', 'ltr');
    const [text, box] = [await textEdgesOf(code.locator('code')), await edgesOf(code)];
    expect(text.left - box.left).toBeLessThan(40);
  });

  test('the contact page reaches past neither edge (its hidden field included); its e-mail reads left to right', async ({
    page,
  }) => {
    await refuseAppScripts(page);
    await page.goto('/want');
    await turnRightToLeft(page);
    const width = await pageWidth(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expect(page.getByLabel('Email')).toHaveCSS('direction', 'ltr');
    await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveCSS('direction', 'ltr');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button is at the left, the logo at the right, and the menu lists its links from the right', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expectMirrored(page, { logo: header.getByRole('link').first(), menu });
    expect((await edgesOf(menu)).left).toBeLessThan(40);

    await menu.click();
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
    await expect(home).toBeVisible();
    const [text, box] = [await textEdgesOf(home), await edgesOf(home)];
    expect(box.right - text.right).toBeLessThan(20);
    expect(text.left - box.left).toBeGreaterThan(100);
  });

  test("the dashboard's drawer slides in from the right and out again", async ({ page }) => {
    await signIn(page, OWNER_ACCOUNT);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await turnRightToLeft(page);
    const drawer = page.locator('aside');
    const width = await pageWidth(page);
    // Closed, it waits beyond the right edge, where nothing can scroll it into view.
    await expect.poll(async () => (await edgesOf(drawer)).left).toBeGreaterThanOrEqual(width - TOLERANCE_PX);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect.poll(async () => Math.round((await edgesOf(drawer)).right)).toBe(width);
    await expect(drawer).toHaveCSS('border-left-width', '1px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
});
