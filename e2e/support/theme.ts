import type { Page } from '@playwright/test';

/** The page's background, as the browser paints it. */
export function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

export const DARK_BACKGROUND = 'rgb(11, 18, 32)';
export const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
