import type { Project } from '@portfolio/common';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { OWNER_ACCOUNT, signInThroughForm, VISITOR_ACCOUNT } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { waitForHydration } from './support/hydration';
import { pngFile } from './support/images';
import { blockExternalHosts } from './support/offline';

// Public pages arrive as HTML with their content; the browser hydrates them; Firebase loads only when idle or needed.

const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Tanvir Ahmed'],
  ['/about', 'About Me'],
  ['/services', 'Services'],
  ['/want', 'Contact Us'],
  ['/signIn', 'Sign In'],
  ['/signUp', 'Sign Up'],
  ['/forbidden', '403 Forbidden'],
  ['/projects/all', 'All Projects'],
  ['/project/seed-shopfront', 'Shopfront'],
  ['/projects/no-such-category', 'Projects'],
  ['/project/no-such-project', 'Page Not Found'],
  ['/no/such/page', 'Page Not Found'],
];

/**
 * Console errors and warnings (hydration mismatches among them) and uncaught exceptions; not the browser's note of
 * a 404 page's own status, nor its note on the YouTube frame's permissions.
 */
const EXPECTED_NOTES =
  /^Failed to load resource: the server responded with a status of 404|^Unrecognized feature/;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (!EXPECTED_NOTES.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Firebase's SDK, told apart from the app by a string only the Auth SDK carries. */
const FIREBASE_AUTH_MARK = 'auth/network-request-failed';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the lists show their projects, and links lead to working pages', async ({ page }) => {
    await page.goto('/');
    const best = page.getByRole('region', { name: 'Best Projects' });
    await expect(best.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await best.getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL('/projects/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shopfront' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Project categories' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/projects\/[a-z-]+$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
    // The header's Sign In, for browsers without JavaScript.
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test('an unknown category says "No projects found."', async ({ page }) => {
    await page.goto('/projects/no-such-category');
    await expect(page.getByText('No projects found.')).toBeVisible();
  });
});

test.describe('the served HTML, before any script has run', () => {
  test.beforeEach(async ({ page }) => {
    await blockExternalHosts(page);
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} passes the accessibility checks`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page);
    });
  }

  test('the skip link takes the keyboard to the page', async ({ page }) => {
    await page.goto('/projects/all');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('hydration', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} hydrates without a console error and asks the API for nothing it carries`, async ({
      page,
    }) => {
      await blockExternalHosts(page);
      const problems = watchConsole(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // Hydrated: the menu button, a React handler, works.
      await page.setViewportSize({ width: 390, height: 800 });
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(apiCalls).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('a link after hydration navigates in the page, and the new page asks the API', async ({ page }) => {
    await blockExternalHosts(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const list = page.waitForResponse((response) => response.url().includes('/api/filterd-projects'));
    await page.getByRole('link', { name: 'View More' }).click();
    await list;
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

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

test('the owner unpublishes and deletes a project: their public pages show it at once', async ({ page }) => {
  // A long journey: sign-in, a project created, then four changes each checked on the public pages.
  test.setTimeout(90_000);
  await blockExternalHosts(page);
  const title = `Fresh ${randomUUID().slice(0, 8)}`;
  await signInThroughForm(page, OWNER_ACCOUNT.email, OWNER_ACCOUNT.password);
  const token = await page.evaluate(async () => {
    const request = indexedDB.open('firebaseLocalStorageDb');
    const db = await new Promise<IDBDatabase>(
      (resolve) => (request.onsuccess = () => resolve(request.result)),
    );
    const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
    const rows = await new Promise<{ value: { stsTokenManager?: { accessToken: string } } }[]>(
      (resolve) => (all.onsuccess = () => resolve(all.result)),
    );
    return rows.find((row) => row.value.stsTokenManager)?.value.stsTokenManager?.accessToken;
  });
  expect(token).toBeTruthy();
  const image = await pngFile('fresh.png', '#0ea5e9');
  const created = await page.request.post('/api/projects', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      purpose: 'Freshness',
      category: 'web-dev-project',
      type: 'Frontend',
      status: 'In Complete',
      startDate: '2026-01-10',
      technologies: 'HTML',
      description: 'Seen, then gone.',
      image,
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: Project };

  // Seen on the public pages, through the app (API answers) and as served HTML.
  await page.goto('/projects/all');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'View More' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/dashboard/my-projects');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // At once, on a full load and on a navigation inside the app.
  await page.goto('/projects/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'View More' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shopfront' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  const gone = await page.goto(`/project/${data._id}`);
  expect(gone?.status()).toBe(404);

  await page.goto('/dashboard/my-projects');
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(row.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();
  await page.goto('/projects/all');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/dashboard/my-projects');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog')).toContainText('Deleted!');
  await page.goto('/projects/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  expect((await page.goto(`/project/${data._id}`))?.status()).toBe(404);
});
