import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The page's background, as the browser paints it. */
export function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

export const DARK_BACKGROUND = 'rgb(11, 18, 32)';
export const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

/** From Dark, one press of the theme button goes back to System: no stored choice, the test browser's light theme. */
export async function pressDarkBackToSystem(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Theme: Dark' }).click();
  await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
}
