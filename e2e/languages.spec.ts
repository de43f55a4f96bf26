import { readFileSync } from 'node:fs';
import { refuseAppScripts, waitForHydration } from './support/hydration';
import { expect, test } from './support/fixtures';

// The seed's site is in English (default), Bengali and Arabic. The header's switcher moves between the same page's
// languages with and without the app; the language followed is remembered, and a later visit that starts at a typed
// or kept address opens in it before anything paints. A page a link pointed to is never replaced.

const switcher = (page: import('@playwright/test').Page) => page.locator('header [data-language-switch]');

/** Records, across the tab's documents, each path that painted (sessionStorage outlives a navigation). */
const RECORD_PAINTS = `new PerformanceObserver(() => {
  const painted = JSON.parse(sessionStorage.getItem('painted') || '[]');
  painted.push(location.pathname);
  sessionStorage.setItem('painted', JSON.stringify(painted));
}).observe({ type: 'paint', buffered: true });`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switcher’s links lead to the same page in each language, and back', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(switcher(page).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await switcher(page).getByRole('link', { name: 'বাংলা' }).click();
    await expect(page).toHaveURL(/\/bn\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByText('কম্পিউটার টেকনোলজি').first()).toBeVisible();
    await switcher(page).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await switcher(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('with the app', () => {
  test('a page in another language starts the app in it: its links stay in the language', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/bn/project/seed-shopfront');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('শপফ্রন্ট');
    // The project's status and type, stored in English, named in the page's language once the app has the page.
    await expect(page.getByText('সম্পূর্ণ', { exact: true })).toBeVisible();
    await expect(page.getByText('ফুল স্ট্যাক', { exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: /./ })
      .first()
      .getByRole('link', { name: /./ })
      .first()
      .focus();
    await page.locator('header a[href="/bn/writing"]').first().click();
    await expect(page).toHaveURL(/\/bn\/writing$/);
    await expect(page.getByText('আলো আর আঁধারের জন্য একটিই রঙের তালিকা')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the contact form refuses in the page’s language, a field’s label and limit included', async ({
    page,
  }) => {
    await page.goto('/bn/want');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    await expect(page.getByText('নাম আবশ্যক')).toBeVisible();
    await page.getByLabel('বার্তা').fill('x'.repeat(5001));
    await page.getByLabel('বার্তা').blur();
    await expect(page.getByText('বার্তা সর্বোচ্চ ৫,০০০টি অক্ষরের হতে পারে')).toBeVisible();
  });

  test('the account pages are in the page’s language: sign in, sign up, and the password toggle', async ({
    page,
  }) => {
    await page.goto('/bn/signIn');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeVisible();
    await expect(main.getByLabel('ইমেইল')).toBeVisible();
    await expect(main.getByRole('button', { name: 'পাসওয়ার্ড দেখান' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Google দিয়ে লগইন করুন' })).toBeVisible();
    await main.getByRole('link', { name: 'একটি অ্যাকাউন্ট খুলুন' }).click();
    await expect(page).toHaveURL(/\/bn\/signUp$/);
    await expect(main.getByRole('heading', { level: 1, name: 'সাইন আপ' })).toBeVisible();
    await expect(main.getByLabel('ছবি')).toBeVisible();
    await expect(main.getByText('Sign Up', { exact: true })).toHaveCount(0);
  });

  test('the language followed is remembered: a typed address opens in it before any paint', async ({
    page,
  }) => {
    await page.goto('/projects/all');
    await waitForHydration(page);
    await switcher(page).getByRole('link', { name: 'বাংলা' }).click();
    await expect(page).toHaveURL(/\/bn\/projects\/all$/);
    expect(await page.evaluate(() => localStorage.getItem('portfolio.language'))).toBe('bn');

    await page.addInitScript({ content: RECORD_PAINTS });
    await page.evaluate(() => sessionStorage.removeItem('painted'));
    // A typed address: no referrer.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/bn\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.waitForFunction(() => sessionStorage.getItem('painted') !== null);
    const painted = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[],
    );
    expect(painted).not.toContain('/about');
    expect(painted).toContain('/bn/about');
  });

  test('a page a link pointed to stays in its language, whatever was remembered', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('portfolio.language', 'ar'));
    await page.goto('/services', { referer: 'https://example.com/a-post-about-this-site' });
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

/** The Bengali catalog's texts, as the interface shows them (plain messages). */
const bnCatalog = JSON.parse(
  readFileSync(new URL('../web/src/i18n/catalogs/bn.json', import.meta.url), 'utf8'),
) as { texts: { header: { theme: Record<'system' | 'light' | 'dark', string> } } };

test('without the app, a page in another language names the theme button in its own language', async ({
  page,
}) => {
  await refuseAppScripts(page);
  await page.goto('/bn/projects/all');
  await page.getByRole('button', { name: bnCatalog.texts.header.theme.system }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: bnCatalog.texts.header.theme.light })).toBeVisible();
  await page.getByRole('button', { name: bnCatalog.texts.header.theme.light }).click();
  await page.getByRole('button', { name: bnCatalog.texts.header.theme.dark }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expect(page.getByRole('button', { name: bnCatalog.texts.header.theme.system })).toBeVisible();
});
