import { signInThroughForm, VISITOR_ACCOUNT } from './support/accounts';
import { expect, test } from './support/fixtures';
import { blockExternalHosts } from './support/offline';

// Firebase is the largest part of the app's code, and a visitor needs none of it to read a page: it loads when the
// page is idle, or at once for a visitor the page knows to be signed in.

/** Firebase's SDK, told apart from the app by a string only the Auth SDK carries. */
const FIREBASE_AUTH_MARK = 'auth/network-request-failed';

test.describe('Firebase off the critical path', () => {
  test('a visitor gets no Firebase code before the page is idle; Auth loads after', async ({ page }) => {
    await blockExternalHosts(page);
    const bodies = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.set(response.url(), await response.text().catch(() => ''));
    });
    // Which scripts had arrived by the load event, by the browser's own account: Playwright may report a response
    // after the load it preceded.
    await page.addInitScript(() => {
      addEventListener('load', () => {
        const entries = performance.getEntriesByType('resource').map((entry) => entry.name);
        Object.assign(window, { scriptsAtLoad: entries.filter((name) => name.endsWith('.js')) });
      });
    });
    await page.goto('/');
    const atLoad = await page.evaluate(
      () => (window as unknown as { scriptsAtLoad: string[] }).scriptsAtLoad,
    );
    expect(atLoad.length).toBeGreaterThan(0);
    await expect.poll(() => atLoad.every((url) => bodies.has(url))).toBe(true);
    expect(atLoad.filter((url) => bodies.get(url)?.includes(FIREBASE_AUTH_MARK))).toEqual([]);
    // Then, once idle, Auth arrives and the header shows Sign In from it.
    await expect
      .poll(() => [...bodies.values()].some((body) => body.includes(FIREBASE_AUTH_MARK)))
      .toBe(true);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
    ).toBeVisible();
  });

  test('a returning signed-in user sees the avatar and Sign Out, never "Sign In"', async ({ page }) => {
    await blockExternalHosts(page);
    await signInThroughForm(page, VISITOR_ACCOUNT.email, VISITOR_ACCOUNT.password);
    await page.addInitScript(() => {
      const record = () => {
        if (document.querySelector('header a[href="/signIn"]')) Object.assign(window, { sawSignIn: true });
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
