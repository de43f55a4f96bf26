import type { Project } from '@portfolio/common';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { bearerOf, OWNER_ACCOUNT, signIn, VISITOR_ACCOUNT } from './support/accounts';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { pngFile } from './support/images';

// The owner opens a draft at its public address and sees it as visitors will once it is published; visitors get
// the 404 page there, as for an unknown id.

const SEEDED_DRAFT = 'seed-portfolio-v2';
const BANNER = 'Draft — only you can see this';

/** A new draft, made through the API as the owner (so that publishing it leaves the seeded draft alone). */
async function createDraft(request: APIRequestContext, title: string): Promise<Project> {
  const created = await request.post('/api/projects', {
    headers: await bearerOf(OWNER_ACCOUNT),
    multipart: {
      title,
      purpose: 'Try the draft preview.',
      category: 'web-dev-project',
      type: 'Frontend',
      status: 'In Complete',
      startDate: '2026-03-01',
      technologies: 'HTML, CSS',
      description: 'Seen by the owner first.',
      published: 'false',
      image: await pngFile('preview.png', '#f97316'),
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: Project };
  expect(data.published).toBe(false);
  return data;
}

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you’re looking for doesn’t exist.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
}

test('the owner previews a draft at its address, publishes it, and then visitors see it', async ({
  page,
  browser,
}) => {
  const title = `Preview ${randomUUID().slice(0, 8)}`;
  const draft = await createDraft(page.request, title);
  await signIn(page, OWNER_ACCOUNT);
  // The preview's chunk is imported from the lazy project page: what it needs is linked as modules, and a
  // stylesheet among them would fail as one.
  const moduleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('module script'))
      moduleErrors.push(message.text());
  });

  // The served page is the public 404 (it is the same for everyone); the owner's browser then shows the draft.
  const response = await page.goto(`/project/${draft._id}`);
  expect(response?.status()).toBe(404);
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Try the draft preview.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
  expect(moduleErrors).toEqual([]);

  await banner.getByRole('button', { name: 'Publish' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(`/project/${draft._id}`);

  // A visitor (another browser, signed out) now gets the page itself, served with it.
  const visitor = await browser.newPage();
  try {
    const published = await visitor.goto(`/project/${draft._id}`);
    expect(published?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('region', { name: BANNER })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test('a visitor opening a draft gets the 404 page, signed out or signed in', async ({ page }) => {
  const response = await page.goto(`/project/${SEEDED_DRAFT}`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expectNotFoundPage(page);
  await expect(page.getByText('Portfolio v2')).toHaveCount(0);

  await signIn(page, VISITOR_ACCOUNT);
  const signedIn = await page.goto(`/project/${SEEDED_DRAFT}`);
  expect(signedIn?.status()).toBe(404);
  await waitForHydration(page);
  // Auth reports the (non-admin) session; the page stays the 404 page.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNotFoundPage(page);
  await expect(page.getByText('Portfolio v2')).toHaveCount(0);
});
