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
    const scripts: { url: string; atLoad: boolean; firebase: boolean }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const atLoad = !loaded;
      const body = await response.text().catch(() => '');
      scripts.push({ url: response.url(), atLoad, firebase: body.includes(FIREBASE_AUTH_MARK) });
    });
    await page.goto('/');
    expect(scripts.filter((script) => script.atLoad).length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.atLoad && script.firebase)).toEqual([]);
    // Then, once idle, Auth arrives and the header shows Sign In from it.
    await expect.poll(() => scripts.some((script) => script.firebase)).toBe(true);
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
