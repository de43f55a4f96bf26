import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BUILT_ASSETS, builtAsset, WHOLE_STYLESHEET } from './support/built-assets';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

// Before the app runs, the start script turns each served page's inline stylesheet into the whole one, rule by rule,
// without restyling the page; where it cannot, it adds the whole stylesheet as a file. Either way the app then has
// every rule it may need.

const PAGES = [
  '/',
  '/projects/all',
  '/project/seed-shopfront',
  '/about',
  '/writing/typed-express-handlers',
  '/signIn',
];

/**
 * Every rule of the page's stylesheet (of the first element matching `sheetOwner`) and of the whole stylesheet, as the
 * browser reads them, in order.
 */
async function rulesOfPageAndWhole(
  page: Page,
  sheetOwner = 'style',
): Promise<{ page: string[]; whole: string[] }> {
  return page.evaluate(
    async ({ href, sheetOwner }) => {
      const flat = (list: CSSRuleList, out: string[] = []) => {
        for (const rule of list) {
          if (rule instanceof CSSGroupingRule) {
            out.push(`${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{`);
            flat(rule.cssRules, out);
            out.push('}');
          } else out.push(rule.cssText);
        }
        return out;
      };
      const whole = new CSSStyleSheet();
      whole.replaceSync(await (await fetch(href)).text());
      const owner = document.querySelector<HTMLStyleElement | HTMLLinkElement>(sheetOwner);
      return { page: owner?.sheet ? flat(owner.sheet.cssRules) : [], whole: flat(whole.cssRules) };
    },
    { href: WHOLE_STYLESHEET, sheetOwner },
  );
}

test.describe("the page's stylesheet when the app starts", () => {
  test('is the whole stylesheet, merged into the inline one', async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-app', '');
      const rules = await rulesOfPageAndWhole(page);
      expect(rules.whole.length, path).toBeGreaterThan(500);
      expect(rules.page, path).toEqual(rules.whole);
      await expect(page.locator('link[rel="stylesheet"]'), path).toHaveCount(0);
    }
  });

  test('is the whole stylesheet as a file when its rules cannot be read', async ({ page }) => {
    await page.route('**/assets/stylesheet-*.json', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/projects/all');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('href', WHOLE_STYLESHEET);
    // The file has applied: its rules are all there.
    const rules = await rulesOfPageAndWhole(page, 'link[rel="stylesheet"]');
    expect(rules.page.length).toBeGreaterThan(0);
    expect(rules.page).toEqual(rules.whole);
  });
});

test('a lazily loaded page brings the chunks it imports beside it, not after it', async ({ page }) => {
  // The chunks the writing page imports, as built.
  const chunk = builtAsset(/^WritingPage-.*\.js$/);
  const imported = [
    ...readFileSync(`${BUILT_ASSETS}/${chunk}`, 'utf8').matchAll(/from"\.\/([\w.-]+\.js)"/g),
  ].map(([, name]) => `/assets/${name}`);
  expect(imported.length).toBeGreaterThan(2);
  await page.goto('/about');
  await waitForHydration(page);
  await page.locator('header').getByRole('link', { name: 'Writing', exact: true }).click();
  await expect(page).toHaveURL(/\/writing$/);
  await expect(page.locator('h1')).toBeVisible();
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  for (const name of imported) expect(linked, name).toContain(name);
});
