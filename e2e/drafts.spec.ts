import type { Project } from '@portfolio/common';
import { expect, test } from './support/fixtures';
import { randomUUID } from 'node:crypto';
import { OWNER_ACCOUNT, signInThroughForm } from './support/accounts';
import { pngFile } from './support/images';
import { blockExternalHosts } from './support/offline';

const exact = { exact: true } as const;

test('a project saved without "Publish now" is a draft until the owner publishes it', async ({ page }) => {
  await blockExternalHosts(page);
  const title = `Draft ${randomUUID().slice(0, 8)}`;
  await signInThroughForm(page, OWNER_ACCOUNT.email, OWNER_ACCOUNT.password);
  await page.goto('/dashboard/add-project');
  await expect(page.getByLabel('Publish now')).toBeChecked();
  await page.getByLabel('Project Title', exact).fill(title);
  await page.getByLabel('Project Purpose', exact).fill('Try drafts.');
  await page.getByLabel('Category', exact).selectOption({ label: 'App Development' });
  await page.getByLabel('Type', exact).selectOption('Frontend');
  await page.getByLabel('Status', exact).selectOption('In Complete');
  await page.getByLabel('Start Date', exact).fill('2026-01-10');
  await page.getByLabel('Technologies (comma separated)', exact).fill('Kotlin');
  await page.getByLabel('Description', exact).fill('Not for visitors yet.');
  await page.getByLabel('Main Image', exact).setInputFiles(await pngFile('draft.png', '#a855f7'));
  await page.getByLabel('Publish now').uncheck();
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByText('Project Submitted Succesfully.')).toBeVisible();

  await page.goto('/dashboard/my-projects');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft', exact)).toBeVisible();
  const publicTitles = async () =>
    ((await (await page.request.get('/api/filterd-projects?categoryOfProject=all')).json()) as Project[]).map(
      (project) => project.title,
    );
  expect(await publicTitles()).not.toContain(title);

  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(row.getByText('Draft', exact)).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();
  expect(await publicTitles()).toContain(title);
  await page.goto('/projects/app-dev-project');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
