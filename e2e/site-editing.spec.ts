// The owner edits the site from the dashboard: the change is published, the served pages show it, the history restores the
// previous content, and the export holds it all.
import { DEFAULT_SITE_CONTENT } from '@portfolio/common';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { OWNER_ACCOUNT, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { LIVE_WITHIN_MS } from '../tests/support/publication';
import { unzip } from '../tests/support/zip';
import { exportedDocs, exportedSite, filesOfDoc } from '../tests/api/export-format';

const NEW_HERO_TITLE = 'I turn ideas into fast, tested products.';
const NEW_GITHUB = 'https://github.com/e2e-owner';

/** The HTML the site serves for a path, as a crawler or a first visit gets it. */
async function servedHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The dashboard says the change is being published, then that it is live: the published files show it. */
async function expectLive(page: Page): Promise<void> {
  const status = page.getByTestId('publication-status');
  await expect(status).toHaveText(/Publishing…|Live on the site/);
  await expect(status).toHaveText('Live on the site', { timeout: LIVE_WITHIN_MS });
}

test.beforeEach(async ({ page }) => {
  await signIn(page, OWNER_ACCOUNT);
});

test('the owner changes the hero title, a semester result and a social link; the pages show them; a restore undoes it', async ({
  page,
}) => {
  test.slow(); // 28–32 s in quiet CI runs (three saves, each waited for until live): three times the default
  await page.goto('/dashboard/site');
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/');

  await page.getByLabel('Hero title').fill(NEW_HERO_TITLE);
  const seventh = page.getByRole('group', { name: 'Semester 7th' });
  await seventh.getByLabel('Result').selectOption('gpa');
  await seventh.getByLabel('GPA (0–4)').fill('3.5');
  const github = page.getByRole('group', { name: 'GitHub' });
  await github.getByLabel('Link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save site' }).click();
  // The shared schema's message, beside the field; nothing is saved.
  await expect(github.getByText('Use an https:// link')).toBeVisible();
  await expect(page.getByText('Some fields need your attention')).toBeVisible();
  expect(await servedHtml(page.request, '/')).not.toContain(NEW_HERO_TITLE);

  await github.getByLabel('Link').fill(NEW_GITHUB);
  await page.getByRole('button', { name: 'Save site' }).click();
  await expect(page.getByText('Site saved.')).toBeVisible();
  await expectLive(page);

  const home = await servedHtml(page.request, '/');
  expect(home).toContain(NEW_HERO_TITLE);
  expect(home).toContain(`href="${NEW_GITHUB}"`);
  expect(await servedHtml(page.request, '/about')).toMatch(/7th<\/th><td[^>]*>3\.50</);
  // The app shows it too, without a reload.
  await page.getByRole('link', { name: 'Portfolio', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(NEW_HERO_TITLE)).toBeVisible();

  // The history holds the content the save replaced; restoring it brings the defaults back.
  await page.goto('/dashboard/site');
  const history = page.getByRole('region', { name: 'History' });
  await history
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, restore it' }).click();
  await expect(page.getByText('Version restored.')).toBeVisible();
  await expectLive(page);
  await expect(page.getByLabel('Hero title')).toHaveValue(DEFAULT_SITE_CONTENT.heroTitle);
  const restored = await servedHtml(page.request, '/');
  expect(restored).toContain(DEFAULT_SITE_CONTENT.heroTitle);
  expect(restored).not.toContain(NEW_GITHUB);
  expect(await servedHtml(page.request, '/about')).toMatch(/7th<\/th><td[^>]*>Running</);
});

test('"Download all my data" saves a zip with the site content, the projects and their images', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^portfolio-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(await readFile(await file.path()));
  const site = exportedSite(entries) as { content?: { name?: string } };
  expect(site.content?.name).toBe(DEFAULT_SITE_CONTENT.name);
  const shopfront = exportedDocs(entries, 'projects.json').find(
    (project) => project.data.title === 'Shopfront',
  );
  const [imageEntry] = shopfront ? filesOfDoc(entries, shopfront) : [];
  expect(imageEntry).toBeDefined();
  const image = entries.get(imageEntry!);
  expect(image?.subarray(8, 12).toString('latin1')).toBe('WEBP');
});
