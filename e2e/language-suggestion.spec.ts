import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { expectNoAxeViolations } from './support/axe';

// A first visit in a language the site has, to a page in another: the page offers itself in the visitor's language,
// discreetly (never a redirect), in that language. Following the offer remembers the language as the switcher does;
// "No, thanks" is remembered too. The browser's preferred languages are its locale's here.

type Page = import('@playwright/test').Page;

const suggestion = (page: Page) => page.getByTestId('language-suggestion');

/** Opens a path, starts the app (as a first action does), and waits for it to have decided about the offer (its module, loaded once the page is idle). */
async function openAndDecide(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  // A resource entry, which a module taken from the cache makes too.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some(({ name }) => /\/assets\/offer-[^/]+\.js$/.test(name)),
  );
  // Its first render follows the module's arrival within a frame or two.
  await page.waitForTimeout(300);
}

test.describe('a visitor whose browser prefers Bengali', () => {
  test.use({ locale: 'bn-BD' });

  test('is offered the English page in Bengali, follows it, and is remembered', async ({ page }) => {
    await page.goto('/project/seed-shopfront');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/project\/seed-shopfront$/);
    const offer = suggestion(page);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'bn');
    await expect(offer).toContainText('এই পাতাটি বাংলাতেও আছে।');
    await expectNoAxeViolations(page);

    await offer.getByRole('link', { name: 'বাংলায় পড়ুন' }).click();
    await expect(page).toHaveURL(/\/bn\/project\/seed-shopfront$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expect(await page.evaluate(() => localStorage.getItem('portfolio.language'))).toBe('bn');
    // The page in the preferred language offers nothing.
    await openAndDecide(page, '/bn/about');
    await expect(suggestion(page)).toHaveCount(0);
  });

  test('"No, thanks" closes the offer, and the next page does not make it again', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await suggestion(page).getByRole('button', { name: 'না, ধন্যবাদ' }).click();
    await expect(suggestion(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/about$/);
    await openAndDecide(page, '/services');
    await expect(suggestion(page)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a visitor whose browser prefers English', () => {
  test.use({ locale: 'en-GB' });

  test('is offered the Arabic page in English, and the English page nothing', async ({ page }) => {
    await page.goto('/ar/about');
    await waitForHydration(page);
    await expect(suggestion(page)).toContainText('This page is also in English.');
    await expect(suggestion(page).getByRole('link', { name: 'Read it in English' })).toHaveAttribute(
      'href',
      '/about',
    );
    await openAndDecide(page, '/about');
    await expect(suggestion(page)).toHaveCount(0);
  });
});
