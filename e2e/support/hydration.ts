import type { Page } from '@playwright/test';

/**
 * Starts the app as a visitor does, and waits until React has hydrated the served page (its elements carry React's
 * fibers): a link clicked before that is an ordinary link, and loads the next page from the server instead of inside
 * the app. A public page starts its app on its visitor's first action: here a press of Shift alone, which changes
 * nothing on the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Refuses the app's scripts: only the served HTML and the page's first inline script remain. */
export async function refuseAppScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/**
 * Holds the app's entry back until the returned function is called: the page is the served HTML meanwhile, as a
 * slow phone has it for its first seconds.
 */
export async function holdAppBack(page: Page): Promise<() => void> {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await appHeld;
    await route.continue();
  });
  return releaseApp;
}
