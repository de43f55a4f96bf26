import { expect, test } from './support/fixtures';
import { OWNER_ACCOUNT, signIn } from './support/accounts';

const PHONE = { width: 390, height: 844 } as const;

test.describe('the dashboard frame on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, OWNER_ACCOUNT);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the drawer opens on its toggle with focus on the first link; Escape closes it and focus returns', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Dashboard', exact: true });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    // The page behind the drawer is out of reach while it is open.
    await expect(page.locator('main')).toHaveAttribute('inert', '');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a tap on the backdrop closes the drawer; a link goes to its page and closes it', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Dashboard', exact: true });
    await toggle.click();
    await expect(menu).toBeVisible();
    // Right of the drawer, below the top bar: the backdrop.
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Add Project' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add-project$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Project' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('the top bar keeps the way to the site, the profile and Sign Out within the screen', async ({
    page,
  }) => {
    const topBar = page.getByRole('banner');
    for (const control of [
      topBar.getByRole('link', { name: 'View site' }),
      topBar.getByRole('link', { name: /^Profile: / }),
      topBar.getByRole('button', { name: 'Sign Out' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
