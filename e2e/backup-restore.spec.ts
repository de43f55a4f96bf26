// The owner's backups restore from the dashboard: an export (or a kept backup) is previewed, confirmed and restored,
// and a change made since is undone on the public pages. A restore replaces every project, post and message, so this
// spec runs alone, after the writers (SPECS_ONE_AT_A_TIME in playwright.config.ts).
import { BACKUP_MESSAGES, type SiteContent } from '@portfolio/common';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bearerOf, OWNER_ACCOUNT, signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { untilPublished } from './support/publication';

/** The HTML the site serves for a path, as a crawler or a first visit gets it. */
async function servedHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Renames the site through the API (as another tab or a script would), then waits until the pages show it. */
async function renameSite(request: APIRequestContext, name: string): Promise<void> {
  const headers = await bearerOf(OWNER_ACCOUNT);
  const content = (await (await request.get(`/api/site?fresh=${Date.now()}`)).json()) as SiteContent;
  const saved = await request.put('/api/site', { headers, data: { ...content, name } });
  expect(saved.status()).toBe(200);
  await untilPublished(request);
  expect(await servedHtml(request, '/')).toContain(name);
}

/** The site's name the public home page shows now. */
async function currentName(request: APIRequestContext): Promise<string> {
  return ((await (await request.get(`/api/site?fresh=${Date.now()}`)).json()) as SiteContent).name;
}

/** From the preview on: the dry run's counts, the confirmation, the outcome, then the pages published again. */
async function restoreAfterPreview(page: Page, backups: Locator): Promise<void> {
  const preview = backups.getByTestId('restore-preview');
  await expect(preview.getByRole('heading', { name: /^What restoring the backup of / })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^Projects/ })).toBeVisible();
  await preview.getByRole('button', { name: 'Restore this backup' }).click();
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toContainText('Replaced:');
  await confirmation.getByRole('button', { name: 'Yes, restore it' }).click();
  await expect(backups.getByTestId('restore-outcome')).toContainText('has been restored', {
    timeout: 30_000,
  });
  await untilPublished(page.request);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, OWNER_ACCOUNT);
});

test('an export chosen as a file is previewed, confirmed and restored: a rename since is undone', async ({
  page,
}) => {
  test.slow(); // an export, a publication, an import and a publication again: longer than an ordinary journey
  const before = await currentName(page.request);
  await page.goto('/dashboard');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data' }).click();
  const exported = await (await download).path();

  const renamed = `Renamed ${Date.now()}`;
  await renameSite(page.request, renamed);

  await page.goto('/dashboard/site');
  const backups = page.getByRole('region', { name: 'Backups' });
  await backups.getByLabel('Backup file (.zip)').setInputFiles(exported);
  await expect(backups.getByRole('button', { name: 'Restore this backup' })).toBeVisible();
  // The page checked as it stands once everything on it has come, the kept backups and the history included.
  await expect(page.getByText(/^Loading the (history|backups)…$/)).toHaveCount(0);
  await expectNoAxeViolations(page); // the preview, in both themes
  await restoreAfterPreview(page, backups);

  // The form starts from the restored content, and the public page shows the name of the export.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(before);
  const home = await servedHtml(page.request, '/');
  expect(home).toContain(before);
  expect(home).not.toContain(renamed);
});

test('Back up now lists a backup, which restores after its preview: a rename since is undone', async ({
  page,
}) => {
  test.slow(); // a backup, a publication, a restore and a publication again
  const before = await currentName(page.request);
  await page.goto('/dashboard/site');
  const backups = page.getByRole('region', { name: 'Backups' });
  await backups.getByRole('button', { name: 'Back up now' }).click();
  await expect(backups.getByText('Backup made.')).toBeVisible({ timeout: 30_000 });
  const newest = backups.getByRole('listitem').first();
  await expect(newest.getByRole('button', { name: /^Download the backup of / })).toBeVisible();

  const download = page.waitForEvent('download');
  await newest.getByRole('button', { name: /^Download the backup of / }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);

  const renamed = `Renamed ${Date.now()}`;
  await renameSite(page.request, renamed);

  await newest.getByRole('button', { name: /^Restore the backup of / }).click();
  await restoreAfterPreview(page, backups);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(before);
  const home = await servedHtml(page.request, '/');
  expect(home).toContain(before);
  expect(home).not.toContain(renamed);
});

test('a file that is not a backup is refused with the API reason, and nothing changes', async ({ page }) => {
  await page.goto('/dashboard/site');
  const backups = page.getByRole('region', { name: 'Backups' });
  await backups.getByLabel('Backup file (.zip)').setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip at all'),
  });
  await expect(backups.getByTestId('restore-outcome')).toHaveText(BACKUP_MESSAGES.notZip);
  await expect(backups.getByTestId('restore-preview')).toHaveCount(0);
});
