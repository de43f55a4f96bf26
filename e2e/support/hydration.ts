import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the served page (its elements carry React's fibers): a link clicked before that is
 * an ordinary link, and loads the next page from the server instead of inside the app.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}
