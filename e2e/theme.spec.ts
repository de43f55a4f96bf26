import { expect, test } from './support/fixtures';
import { refuseAppScripts, waitForHydration } from './support/hydration';
import { DARK_BACKGROUND, LIGHT_BACKGROUND, pageBackground, pressDarkBackToSystem } from './support/theme';

// The dark theme: the system's by default, through CSS alone; a choice made with the header's button is kept and
// applied before anything paints.

test.describe('in a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('every page is dark, the header and the content too', async ({ page }) => {
    for (const route of ['/', '/projects/all', '/project/seed-shopfront', '/signIn']) {
      await page.goto(route);
      expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
      const header = await page
        .locator('header')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(header).not.toContain('255, 255, 255');
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the served HTML is dark by CSS alone', async ({ page }) => {
      await page.goto('/');
      expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('choosing Light wins over the system, before the app has run', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Theme: System' }).click();
    await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);

    // With the app's scripts refused, only the page's first inline script can apply the stored choice.
    await refuseAppScripts(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  });
});

test('the theme button cycles System, Light, Dark and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await page.getByRole('button', { name: 'Theme: Light' }).click();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);

  await pressDarkBackToSystem(page);
});
