import { expect, test } from './support/fixtures';
import { OWNER_ACCOUNT, signIn } from './support/accounts';
import { waitForHydration } from './support/hydration';

/**
 * The owner's dashboard speaks the page's language: under /bn/ its frame and pages are in Bengali (the language's
 * dashboard catalog loads with them), under /ar/ in Arabic and right to left, and a move within it keeps the language.
 */
test.describe("the dashboard in the page's language", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, OWNER_ACCOUNT);
  });

  test('/bn/dashboard has Bengali headings, menu and links, and its pages keep Bengali', async ({ page }) => {
    await page.goto('/bn/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'সাম্প্রতিক বার্তা' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'বিভাগ অনুযায়ী প্রকল্প' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'একটি প্রকল্প যোগ করুন' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);

    const menu = page.getByRole('navigation', { name: 'ড্যাশবোর্ড', exact: true });
    await menu.getByRole('link', { name: 'পরিসংখ্যান' }).click();
    await expect(page).toHaveURL(/\/bn\/dashboard\/stats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'পরিসংখ্যান' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'সময়সীমা' })).toBeVisible();
    // Its figures and dates in Bengali digits, as the language writes them: none in the Latin ones.
    const summary = page.locator('figcaption').first();
    await expect(summary).toHaveText(/[০-৯]/);
    await expect(summary).not.toHaveText(/[0-9]/);

    await menu.getByRole('link', { name: 'অনুবাদ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'অনুবাদ' })).toBeVisible();
  });

  test('/ar/dashboard is right to left, in Arabic', async ({ page }) => {
    await page.goto('/ar/dashboard');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'لوحة التحكم', exact: true })
        .getByRole('link', { name: 'الرسائل' }),
    ).toBeVisible();
  });

  test("a Bengali page's Dashboard link opens the dashboard in Bengali, within the app", async ({ page }) => {
    await page.goto('/bn/project/seed-shopfront');
    await waitForHydration(page);
    // Gone if the link loaded a new document: the app must go to the dashboard itself.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.locator('header a[href="/bn/dashboard"]').first().click();
    await expect(page).toHaveURL(/\/bn\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'সাম্প্রতিক বার্তা' })).toBeVisible();
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  });

  test('/dashboard stays in English', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest messages' })).toBeVisible();
  });
});
