import type { Project } from '@portfolio/common';
import { expect, test } from './support/fixtures';
import { randomUUID } from 'node:crypto';
import { bearerOf, OWNER_ACCOUNT, signIn } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { pngFile } from './support/images';
import { fillProjectForm } from './support/project-form';
import { untilPublished } from './support/publication';
import { expectAlertShown, pressUntil, recordAlertTexts } from './support/alerts';

const exact = { exact: true } as const;

test('a project saved without "Publish now" is a draft until the owner publishes it', async ({ page }) => {
  const title = `Draft ${randomUUID().slice(0, 8)}`;
  await signIn(page, OWNER_ACCOUNT);
  await page.goto('/dashboard/add-project');
  await expect(page.getByLabel('Publish now')).toBeChecked();
  await fillProjectForm(page, {
    title,
    purpose: 'Try drafts.',
    category: 'App Development',
    type: 'Frontend',
    status: 'In Complete',
    startDate: '2026-01-10',
    technologies: 'Kotlin',
    description: 'Not for visitors yet.',
  });
  await page.getByLabel('Main Image', exact).setInputFiles(await pngFile('draft.png', '#a855f7'));
  await page.getByLabel('Publish now').uncheck();
  const submitted = await recordAlertTexts(page);
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expectAlertShown(submitted, 'Project Submitted Succesfully.');

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
  // The live table shows the change once stored; the button is enabled again once the API has answered, which is
  // when the change's publication has been asked for.
  await expect(row.getByRole('button', { name: `Unpublish ${title}` })).toBeEnabled();
  expect(await publicTitles()).toContain(title);
  await untilPublished(page.request);
  await page.goto('/projects/app-dev-project');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the owner unpublishes and deletes a project: their public pages show it within seconds', async ({
  page,
}) => {
  // A long journey: sign-in, a project created, then four changes each checked on the public pages (34 s in a quiet
  // CI run): about two and a half times that.
  test.setTimeout(90_000);
  const title = `Fresh ${randomUUID().slice(0, 8)}`;
  await signIn(page, OWNER_ACCOUNT);
  const image = await pngFile('fresh.png', '#0ea5e9');
  const created = await page.request.post('/api/projects', {
    headers: await bearerOf(OWNER_ACCOUNT),
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

  await untilPublished(page.request);
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
  await expect(row.getByRole('button', { name: `Publish ${title}` })).toBeEnabled();

  await untilPublished(page.request);
  // Once published, on a full load and on a navigation inside the app.
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
  await expect(row.getByRole('button', { name: `Unpublish ${title}` })).toBeEnabled();
  await untilPublished(page.request);
  await page.goto('/projects/all');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/dashboard/my-projects');
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure?');
  // The deletion itself is what the journey checks.
  const deleted = await recordAlertTexts(page);
  await pressUntil(dialog.getByRole('button', { name: 'Yes, delete it!' }), () =>
    expectAlertShown(deleted, 'Deleted!', { timeout: 5_000 }),
  );
  await untilPublished(page.request);
  await page.goto('/projects/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  expect((await page.goto(`/project/${data._id}`))?.status()).toBe(404);
});
