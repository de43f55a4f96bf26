import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { recordAlertTitles } from './support/alerts';
import { VISITOR_ACCOUNT } from './support/accounts';
import { SMALL_SCREEN } from './support/axe';
import { waitForHydration } from './support/hydration';
import { clearContactRateLimits } from './support/rate-limits';

// Journeys without a mouse: only page.keyboard moves focus, types and activates.

/** Presses Tab until `target` has the focus; fails if it is not reached within `maxPresses`. */
async function tabTo(page: Page, target: Locator, maxPresses = 30): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached in ${maxPresses} presses of Tab`).toBeFocused();
}

/** Tab to the next control, which must be `expected`. */
async function tabToNext(page: Page, expected: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(expected).toBeFocused();
}

test('the contact form is reached, filled and sent from the keyboard', async ({ page }) => {
  await clearContactRateLimits(page.request);
  await page.goto('/');
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/want');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  // Sent by the app, as JSON: before it, the form is sent natively to its page (e2e/contact-before-the-app.spec.ts).
  await waitForHydration(page);

  const form = page.locator('form');
  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.type('Ada Lovelace');
  await tabToNext(page, form.getByLabel('Phone Number'));
  await page.keyboard.type('+44 20 7946 0000');
  await tabToNext(page, form.getByLabel('Email'));
  await page.keyboard.type('ada@example.com');
  await tabToNext(page, form.getByLabel('Message'));
  await page.keyboard.type('A website for the Analytical Engine, please.');
  // The hidden honeypot field is skipped: the next stop is the button.
  await tabToNext(page, form.getByRole('button', { name: 'Send Message' }));

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  const alertTitles = await recordAlertTitles(page);
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(201);
  await expect.poll(alertTitles).toContain('Message sent');
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('the skip link takes the keyboard past the header to the page', async ({ page }) => {
  await page.goto('/want');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await expect(skipLink).toHaveCSS('font-weight', '500');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is inside the page, not the header's links.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('sign-in is reached and submitted from the keyboard, with the password toggle', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/signIn');

  const password = page.getByLabel('Password', { exact: true });
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(VISITOR_ACCOUNT.email);
  await tabToNext(page, password);
  await page.keyboard.type(VISITOR_ACCOUNT.password);
  const toggle = page.getByRole('button', { name: 'Show password' });
  await tabToNext(page, toggle);
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');
  await tabToNext(page, page.getByRole('button', { name: 'Sign In', exact: true }));

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test.describe('on a small screen', () => {
  test.use({ viewport: SMALL_SCREEN });

  test('the menu opens and closes from the keyboard, and focus returns to its button', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, menuButton);

    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menuButton).toBeFocused();
    // The menu's links come next in the tab order.
    await tabToNext(page, menu.getByRole('link', { name: 'Home' }));
    await tabToNext(page, menu.getByRole('link', { name: 'About' }));

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Space');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A link chosen from the keyboard goes there and closes the menu.
    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'Services' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services');
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
