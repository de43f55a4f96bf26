import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OWNER_ACCOUNT, signIn, VISITOR_ACCOUNT } from './support/accounts';

const signInAsOwner = (page: Page) => signIn(page, OWNER_ACCOUNT);

test.describe('dashboard access', () => {
  test('a visitor opening /dashboard/add-project lands on /forbidden', async ({ page }) => {
    await page.goto('/dashboard/add-project');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByRole('heading', { name: '403 Forbidden' })).toBeVisible();
  });

  test('a signed-in non-admin opening /dashboard/add-project lands on /forbidden', async ({ page }) => {
    await signIn(page, VISITOR_ACCOUNT);
    await page.goto('/dashboard/add-project');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByText('You don’t have permission to access this page.')).toBeVisible();
  });

  test('public pages load nothing of the dashboard; the owner gets its menu and counts', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /dashboard/i.test(path))).toEqual([]);

    await signInAsOwner(page);
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'Add Project' })).toHaveAttribute(
      'href',
      '/dashboard/add-project',
    );
    await expect(menu.getByRole('link', { name: 'My All Projects' })).toHaveAttribute(
      'href',
      '/dashboard/my-projects',
    );
    await expect(menu.getByRole('link', { name: /^Messages/ })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
    await expect(page.getByRole('link', { name: 'Portfolio', exact: true })).toHaveAttribute('href', '/');
    await expect(page.getByText('All projects', { exact: true })).toBeVisible();
    expect(scripts.some((path) => /dashboard/i.test(path))).toBe(true);
  });
});
