import { expect, test } from './support/fixtures';

test('the site served by Hosting renders the app shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the API answers under /api on the same origin', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(await response.json()).toEqual({ ok: true });
});
