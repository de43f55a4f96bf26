import type { Page } from '@playwright/test';
import { FIRST_IDLE_MARK } from '../web/src/config/ui';
import { signIn, VISITOR_ACCOUNT } from './support/accounts';
import { expect, test } from './support/fixtures';

// Firebase is the largest part of the app's code, and a visitor needs none of it to read a page: it loads when the
// page is idle for a visitor the page knows to be signed in, and otherwise on first need.

/** Firebase's SDK, told apart from the app by a string only the Auth SDK carries. */
const FIREBASE_AUTH_MARK = 'auth/network-request-failed';

/** Keeps the body of every script the page receives, by URL, once read: a check on it polls. */
function recordScripts(page: Page): Map<string, string> {
  const bodies = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), await response.text().catch(() => ''));
  });
  return bodies;
}

const hasFirebase = (bodies: Map<string, string>) =>
  [...bodies.values()].some((body) => body.includes(FIREBASE_AUTH_MARK));

/** Waits until the app has marked the browser's first idle moment and the network has settled. */
async function pageIdle(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, FIRST_IDLE_MARK))
    .toBe(1);
  await page.waitForLoadState('networkidle');
}

test.describe('Firebase off the critical path', () => {
  test('a visitor with no session gets no Firebase code, even once idle, until signing in', async ({
    page,
  }) => {
    const bodies = recordScripts(page);
    await page.goto('/');
    // The visitor's first action starts the app.
    await page.keyboard.press('Shift');
    await pageIdle(page);
    expect(bodies.size).toBeGreaterThan(0);
    expect(hasFirebase(bodies)).toBe(false);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
    ).toBeVisible();
    // The first need (signing in) brings Auth.
    await signIn(page, VISITOR_ACCOUNT, { throughForm: true });
    await expect.poll(() => hasFirebase(bodies)).toBe(true);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
    ).toBeVisible();
  });

  test('a page open in another tab follows a sign-in there without a reload', async ({ page, context }) => {
    const bodies = recordScripts(page);
    await page.goto('/about');
    // Untouched, the page has not started its app: the sign-in in the other tab does.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('data-app')).toBeNull();
    expect(hasFirebase(bodies)).toBe(false);
    const otherTab = await context.newPage();
    await signIn(otherTab, VISITOR_ACCOUNT, { throughForm: true });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
    ).toBeVisible();
    // The hint shows Sign Out before Auth's code has arrived, and a body is recorded once it has been read.
    await expect.poll(() => hasFirebase(bodies)).toBe(true);
  });

  test('a returning signed-in user sees the avatar and Sign Out, never "Sign In"', async ({ page }) => {
    await signIn(page, VISITOR_ACCOUNT, { throughForm: true });
    await page.addInitScript(() => {
      const record = () => {
        const signInLink = document.querySelector('header a[href="/signIn"]');
        // The served page has the link; it is hidden at once for a returning user (the page's first script).
        if (signInLink?.checkVisibility()) Object.assign(window, { sawSignIn: true });
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/about', '/projects/all']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await expect(nav.getByRole('link', { name: /^Profile: / })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => 'sawSignIn' in window), path).toBe(false);
    }
    // Signing out clears the hint: the next load shows Sign In.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
    ).toBeVisible();
    await page.goto('/about');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
    ).toBeVisible();
  });
});
