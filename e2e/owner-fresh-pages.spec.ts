import type { Page } from '@playwright/test';
import type { Project } from '@portfolio/common';
import { randomUUID } from 'node:crypto';
import { FIRST_IDLE_MARK } from '../web/src/config/ui';
import { bearerOf, OWNER_ACCOUNT, signIn, VISITOR_ACCOUNT } from './support/accounts';
import { expectAlertShown, recordAlertTexts } from './support/alerts';
import { expect, test } from './support/fixtures';
import { pngFile } from './support/images';
import { withPublicationHeld } from './support/publication-lease';
import { fillProjectForm } from './support/project-form';

// The owner opens a public page right after a change: its file may still be the one before the change (the
// publication is pending), and the page brings itself up to date within seconds, without a reload. Visitors' pages
// ask nothing more for it.

/** What the owner waits for at most: the product's promise is "within seconds". */
const WITHIN_MS = 5_000;

/** The requests of the page to the publication's status, and its public reads that bypassed the CDN. */
function recordOwnerRequests(page: Page) {
  const seen = { publication: 0, freshReads: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/publication') seen.publication++;
    if (url.pathname.startsWith('/api/') && url.searchParams.has('fresh')) seen.freshReads++;
  });
  return seen;
}

async function addProjectThroughDashboard(page: Page, title: string): Promise<void> {
  await page.goto('/dashboard/add-project');
  await fillProjectForm(page, {
    title,
    purpose: 'Seen at once.',
    category: 'Web Development',
    type: 'Frontend',
    status: 'In Complete',
    startDate: '2026-01-10',
    technologies: 'HTML',
    description: 'Added while the publication waits.',
  });
  await page.getByLabel('Main Image', { exact: true }).setInputFiles(await pngFile('fresh.png', '#22c55e'));
  const submitted = await recordAlertTexts(page);
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expectAlertShown(submitted, 'Project Submitted Succesfully.');
}

async function addProjectThroughApi(page: Page, title: string): Promise<void> {
  const created = await page.request.post('/api/projects', {
    headers: await bearerOf(OWNER_ACCOUNT),
    multipart: {
      title,
      purpose: 'Seen at once.',
      category: 'web-dev-project',
      type: 'Frontend',
      status: 'In Complete',
      startDate: '2026-01-10',
      technologies: 'HTML',
      description: 'Added while the publication waits.',
      image: await pngFile('fresh.png', '#22c55e'),
    },
  });
  expect(created.status()).toBe(201);
}

async function idOf(page: Page, title: string): Promise<string> {
  const listed = await page.request.get('/api/projects', { headers: await bearerOf(OWNER_ACCOUNT) });
  const project = ((await listed.json()) as Project[]).find((candidate) => candidate.title === title);
  expect(project, `${title} in the owner's list`).toBeDefined();
  return project!._id;
}

/** The served file of /projects/all, as a full page load receives it. */
async function servedList(page: Page): Promise<string> {
  return (await page.request.get('/projects/all')).text();
}

test('the owner’s public page shows a change at once while its publication is pending', async ({ page }) => {
  // Three rounds of two held publications, each waiting for the next to go live (a few seconds each here).
  test.setTimeout(150_000);
  await signIn(page, OWNER_ACCOUNT);
  const seen = recordOwnerRequests(page);
  const heading = (title: string) => page.getByRole('heading', { name: title });

  for (let round = 1; round <= 3; round++) {
    const title = `Fresh ${round} ${randomUUID().slice(0, 8)}`;
    await withPublicationHeld(page.request, async () => {
      if (round === 1) await addProjectThroughDashboard(page, title);
      else await addProjectThroughApi(page, title);
      // The premise: the file a full load gets does not have the project yet.
      expect(await servedList(page)).not.toContain(title);
      await page.goto('/projects/all');
      await expect(heading(title)).toBeVisible({ timeout: WITHIN_MS });
    });

    const id = await idOf(page, title);
    await withPublicationHeld(page.request, async () => {
      const deleted = await page.request.delete(`/api/projects/${id}`, {
        headers: await bearerOf(OWNER_ACCOUNT),
      });
      expect(deleted.status()).toBe(200);
      expect(await servedList(page)).toContain(title);
      await page.goto('/projects/all');
      await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
      await expect(heading(title)).toHaveCount(0, { timeout: WITHIN_MS });
    });
  }
  expect(seen.publication).toBeGreaterThan(0);
  expect(seen.freshReads).toBeGreaterThan(0);
});

/** Firebase Auth's SDK, told apart from the app by a string only it carries (as firebase-loading.spec.ts does). */
const FIREBASE_AUTH_MARK = 'auth/network-request-failed';

/** Waits until the page's app has started, Auth (if the page loads it) has answered and the network is quiet. */
async function settled(page: Page): Promise<void> {
  // The mark waits for the app's start and then the browser's idle time (up to 5 s more): on a machine busy with
  // two other browsers that passed 10 s once.
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, FIRST_IDLE_MARK), {
      timeout: 30_000,
    })
    .toBe(1);
  await page.waitForLoadState('networkidle');
}

for (const [who, account] of [
  ['signed out', undefined],
  ['signed in', VISITOR_ACCOUNT],
] as const) {
  test(`a visitor’s page (${who}) asks nothing of the publication`, async ({ page }) => {
    if (account) await signIn(page, account);
    const seen = recordOwnerRequests(page);
    const authLoaded = account
      ? page.waitForResponse(async (response) =>
          (await response.text().catch(() => '')).includes(FIREBASE_AUTH_MARK),
        )
      : undefined;
    await page.goto('/projects/all');
    // A visitor without a session starts the app with their first action.
    await page.keyboard.press('Shift');
    await settled(page);
    if (authLoaded) {
      // Auth loaded once idle (the page knew of a session), read the session and reported a user without the claim.
      await authLoaded;
      await page.waitForLoadState('networkidle');
    }
    expect(seen).toEqual({ publication: 0, freshReads: 0 });
  });
}
