import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A served page carries only the rules its own markup uses; the app loads the whole stylesheet before it runs.
// These tests hold the page as served against the same page with the whole stylesheet added: every element must
// look the same, at a phone's width and a laptop's, in both themes.

const PAGES = [
  '/',
  '/projects/all',
  '/project/seed-shopfront',
  '/about',
  '/services',
  '/want',
  '/signIn',
  '/nope',
];
const WIDTHS = [390, 1366];
const STYLESHEET = `/assets/${readdirSync('web/dist/assets').find((name) => name.endsWith('.css'))}`;

/** Where each element is and how it is drawn, in document order. */
function appearance(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const properties = [
      'display',
      'position',
      'color',
      'background-color',
      'background-image',
      'border-top-width',
      'border-top-color',
      'border-radius',
      'box-shadow',
      'font-size',
      'font-weight',
      'line-height',
      'text-decoration-line',
      'opacity',
      'visibility',
      'transform',
    ];
    return [...document.body.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const drawn = properties.map((property) => style.getPropertyValue(property)).join('|');
      return `${element.tagName}.${element.getAttribute('class') ?? ''} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${drawn}`;
    });
  });
}

test.describe('the inline styles of a served page', () => {
  // What a visitor sees before the app runs (and always, without JavaScript).
  test.use({ javaScriptEnabled: false });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`look as the whole stylesheet does (${colorScheme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of PAGES) {
          await page.goto(path);
          const served = await appearance(page);
          expect(served.length, path).toBeGreaterThan(20);
          await page.route(`**${path}`, async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace(
              '</head>',
              `<link rel="stylesheet" href="${STYLESHEET}"></head>`,
            );
            await route.fulfill({ response, body });
          });
          await page.goto(path);
          await page.unrouteAll();
          expect(await appearance(page), `${path} at ${width} px`).toEqual(served);
        }
      }
    });
  }

  test('are a fraction of the whole stylesheet', async ({ request }) => {
    const whole = (await (await request.get(STYLESHEET)).text()).length;
    for (const path of PAGES) {
      const html = await (await request.get(path)).text();
      const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(inline.length, path).toBeGreaterThan(1000);
      expect(inline.length, path).toBeLessThan(whole * 0.6);
    }
  });
});
