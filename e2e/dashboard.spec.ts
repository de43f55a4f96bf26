import type { Project } from '@portfolio/common';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAlertShown, recordAlertTexts } from './support/alerts';
import { randomUUID } from 'node:crypto';
import { OWNER_ACCOUNT, signIn } from './support/accounts';
import { pngFile } from './support/images';
import { fillProjectForm } from './support/project-form';
import { storageGet, storedFilesUnder } from './support/storage';
import { untilPublished } from './support/publication';

const signInAsOwner = (page: Page) => signIn(page, OWNER_ACCOUNT);

/** Every project as the public list `/projects/all` reads it. */
async function publicProjects(request: APIRequestContext): Promise<Project[]> {
  const response = await request.get('/api/filterd-projects?categoryOfProject=all');
  expect(response.status()).toBe(200);
  return (await response.json()) as Project[];
}

async function publicProject(request: APIRequestContext, id: string) {
  return request.get(`/api/projects/${id}`);
}

const exact = { exact: true } as const;

test.describe.serial('the owner adds, edits and deletes a project', () => {
  const title = `E2E Project ${randomUUID().slice(0, 8)}`;
  let projectId = '';
  let stored: Project;

  test('add it with a main image and two screenshots: it shows in My All Projects and the public lists', async ({
    page,
  }) => {
    await signInAsOwner(page);
    await page.goto('/dashboard/add-project');
    await fillProjectForm(page, {
      title,
      purpose: 'Show the dashboard end to end.',
      category: 'Web Development',
      type: 'Full Stack',
      status: 'Complete',
      startDate: '2025-02-01',
      endDate: '2025-03-15',
      technologies: 'React, Firebase, Playwright',
      description: 'A project the browser tests add, edit and delete.',
    });
    await page.getByLabel('Main Image', exact).setInputFiles(await pngFile('cover.png', '#0ea5e9', 800, 450));
    await page
      .getByLabel('Screenshots', exact)
      .setInputFiles([await pngFile('first.png', '#22c55e'), await pngFile('second.png', '#f97316')]);
    await page.getByLabel('Live Link', exact).fill('https://example.com/e2e');
    await expect(page.getByRole('img', { name: 'Preview of cover.png' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen screenshots' }).getByRole('img')).toHaveCount(2);

    const submitted = await recordAlertTexts(page);
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expectAlertShown(submitted, 'Project Submitted Succesfully.');
    await expect(page.getByLabel('Project Title', exact)).toHaveValue('');
    await expect(page.getByLabel('Status', exact)).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Preview of cover.png' })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'My All Projects' })
      .click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Web Development');
    await expect(row).toContainText('Complete');
    await expect(row).toContainText('1 Feb 2025 – 15 Mar 2025');
    await expect(row.getByRole('img', { name: title })).toHaveJSProperty('complete', true);
    const editHref = await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
    projectId = editHref?.split('/').pop() ?? '';
    expect(projectId).not.toBe('');

    // The public list and the detail answer.
    const listed = (await publicProjects(page.request)).find((project) => project._id === projectId);
    expect(listed).toMatchObject({ title, status: 'Complete', category: 'web-dev-project' });
    const detail = await publicProject(page.request, projectId);
    expect(detail.status()).toBe(200);
    stored = (await detail.json()) as Project;
    expect(stored.technologies).toEqual(['React', 'Firebase', 'Playwright']);
    expect(stored.date).toEqual({ startDate: '2025-02-01', endDate: '2025-03-15' });
    expect(stored.screenshots).toHaveLength(2);
    expect(stored.screenshotThumbnails).toHaveLength(2);
    for (const url of [
      stored.image,
      stored.thumbnail,
      ...stored.screenshots,
      ...stored.screenshotThumbnails,
    ]) {
      const image = await storageGet(page.request, url);
      expect(image.status(), url).toBe(200);
      expect(image.headers()['content-type']).toContain('image/');
    }
    // The main image and the two screenshots, each with its thumbnail.
    expect(await storedFilesUnder(page.request, stored.image, `projects/${projectId}/`)).toHaveLength(6);
    await untilPublished(page.request);
    // And as a visitor sees it: on /projects/all and on its detail page, with its images.
    await page.goto('/projects/all');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto(`/project/${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const mainImage = page.getByRole('main').getByRole('img', { name: title }).first();
    await expect(mainImage).toHaveJSProperty('complete', true);
    expect(await mainImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('edit its priority and status: the public order and detail change', async ({ page }) => {
    await signInAsOwner(page);
    await page.goto('/dashboard/my-projects');
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page).toHaveURL(`/dashboard/update-projects/${projectId}`);
    await expect(page.getByLabel('Project Title', exact)).toHaveValue(title);
    await expect(page.getByLabel('End Date', exact)).toHaveValue('2025-03-15');
    await expect(page.getByRole('list', { name: 'Current screenshots' }).getByRole('img')).toHaveCount(2);

    await page.getByLabel('Priority', exact).fill('1');
    await page.getByLabel('Status', exact).selectOption('In Complete');
    await expect(page.getByLabel('End Date', exact)).toHaveCount(0);
    await page.getByRole('button', { name: 'Update Project' }).click();

    await expect(page.getByText('Project updated successfully!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/my-projects');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell').nth(2)).toHaveText('In Complete');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    // The table is sorted by priority: the newest priority-1 project comes first.
    await expect(page.getByRole('row').nth(1)).toContainText(title);

    const [first] = await publicProjects(page.request);
    expect(first?._id).toBe(projectId);
    const detail = (await (await publicProject(page.request, projectId)).json()) as Project;
    expect(detail).toMatchObject({ priority: 1, status: 'In Complete', date: { startDate: '2025-02-01' } });
    expect(detail.date.endDate).toBeUndefined();
    expect(detail.screenshots).toEqual(stored.screenshots);
  });

  test('delete it: gone from the lists, kept in the trash, restored, then deleted for good with its files', async ({
    page,
  }) => {
    test.slow(); // 32–36 s in quiet CI runs: three times the default
    await signInAsOwner(page);
    const deleteFromMyProjects = async () => {
      await page.goto('/dashboard/my-projects');
      const row = page.getByRole('row').filter({ hasText: title });
      await row.getByRole('button', { name: `Delete ${title}` }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText('Are you sure?');
      await expect(confirm).toContainText('It moves to the Trash, where you can restore it for 30 days.');
      const deleted = await recordAlertTexts(page);
      await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
      await expectAlertShown(deleted, 'Deleted!');
      await expectAlertShown(deleted, 'Your project has been deleted.');
      await expect(row).toHaveCount(0);
    };
    await deleteFromMyProjects();
    expect((await publicProject(page.request, projectId)).status()).toBe(404);
    await untilPublished(page.request);
    await page.goto('/projects/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    expect(await storedFilesUnder(page.request, stored.image, `projects/${projectId}/`)).not.toEqual([]);

    // Restored from the trash: back on the public list, with its images.
    await page.goto('/dashboard/trash');
    const trashed = page.getByRole('listitem').filter({ hasText: title });
    await expect(trashed).toContainText('removed for good on');
    const restored = await recordAlertTexts(page);
    await trashed.getByRole('button', { name: `Restore ${title}` }).click();
    await expectAlertShown(restored, 'Project restored.');
    await expect(trashed).toHaveCount(0);
    expect((await publicProjects(page.request)).some((project) => project._id === projectId)).toBe(true);
    await untilPublished(page.request);
    await page.goto('/projects/all');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Deleted again, then deleted for good from the trash: the files go too.
    await deleteFromMyProjects();
    await page.goto('/dashboard/trash');
    await page
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button', { name: `Delete for good ${title}` })
      .click();
    await expect(page.getByRole('dialog')).toContainText('Delete for good?');
    const deletedForGood = await recordAlertTexts(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it for good' }).click();
    await expectAlertShown(deletedForGood, 'Your project has been deleted.');
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

    expect((await publicProjects(page.request)).some((project) => project._id === projectId)).toBe(false);
    expect(await storedFilesUnder(page.request, stored.image, `projects/${projectId}/`)).toEqual([]);
    // A missing file answers 404 where the Storage rules run (public project images); the offline stand-in for the
    // rules runtime denies every rules-checked read, and a token no longer matching a file is one: 403 there.
    for (const url of [
      stored.image,
      stored.thumbnail,
      ...stored.screenshots,
      ...stored.screenshotThumbnails,
    ]) {
      expect([403, 404], url).toContain((await storageGet(page.request, url)).status());
    }
  });
});
