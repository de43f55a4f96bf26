import type { Page } from '@playwright/test';
import { WHOLE_STYLESHEET } from './support/built-assets';
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

/**
 * Adds the whole stylesheet at the end of the page's head, and waits until it applies. (Playwright's `addStyleTag`
 * waits for the link's load event, which a page without JavaScript never dispatches to it.)
 */
async function addStylesheet(page: Page): Promise<void> {
  await page.evaluate((href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.id = 'whole-stylesheet';
    document.head.append(link);
  }, WHOLE_STYLESHEET);
  await expect
    .poll(() =>
      page.evaluate(
        () => (document.getElementById('whole-stylesheet') as HTMLLinkElement).sheet?.cssRules.length ?? 0,
      ),
    )
    .toBeGreaterThan(0);
}

test.describe('the inline styles of a served page', () => {
  // What a visitor sees before the app runs (and always, without JavaScript).
  test.use({ javaScriptEnabled: false });

  // Each page is loaded once: it is measured at each width as served, then again once the whole stylesheet is added
  // after its inline styles, where a `<link>` at the end of its head would put it.
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`look as the whole stylesheet does (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      for (const path of PAGES) {
        await page.goto(path);
        const served = new Map<number, string[]>();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const asServed = await appearance(page);
          expect(asServed.length, `${path} at ${width} px`).toBeGreaterThan(20);
          served.set(width, asServed);
        }
        await addStylesheet(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          expect(await appearance(page), `${path} at ${width} px`).toEqual(served.get(width));
        }
      }
    });
  }

  test('are a fraction of the whole stylesheet', async ({ request }) => {
    const whole = (await (await request.get(WHOLE_STYLESHEET)).text()).length;
    for (const path of PAGES) {
      const html = await (await request.get(path)).text();
      const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(inline.length, path).toBeGreaterThan(1000);
      expect(inline.length, path).toBeLessThan(whole * 0.6);
    }
  });
});
