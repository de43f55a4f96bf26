import type { Project, SiteLanguages } from '@portfolio/common';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { bearerOf, OWNER_ACCOUNT, signIn } from './support/accounts';
import { expectAlertShown, pressUntil, recordAlertTitles } from './support/alerts';
import { expectNoAxeViolations } from './support/axe';
import { pngFile } from './support/images';
import { untilPublished } from './support/publication';

const PROJECT_FIELDS = {
  purpose: 'Speak to everyone.',
  category: 'web-dev-project',
  type: 'Frontend',
  status: 'In Complete',
  startDate: '2026-01-10',
  technologies: 'HTML',
  description: 'A project in two languages.',
};

/** A language the seed leaves for this journey to add, whatever others the site has already. */
const LANGUAGE = { code: 'fr', name: 'Français' } as const;

async function putLanguages(request: APIRequestContext, others: string[]): Promise<void> {
  const response = await request.put('/api/languages', {
    headers: await bearerOf(OWNER_ACCOUNT),
    data: { others },
  });
  expect(response.status()).toBe(200);
}

/** The status cell of a record in the journey's language, by its state's words. */
const cell = (page: Page, state: string, title: string) =>
  page.getByRole('link', { name: `${state}: ${title} in ${LANGUAGE.name}` });

test('the owner adds a language, translates a project as a draft, publishes it, and sees it go stale', async ({
  page,
}) => {
  // Sign-in, a project, two saves and a change, each seen in the status, and two accessibility checks.
  test.setTimeout(120_000);
  const found = (await (await page.request.get('/api/languages')).json()) as SiteLanguages;
  const title = `Bilingual ${randomUUID().slice(0, 8)}`;
  const headers = await bearerOf(OWNER_ACCOUNT);
  const created = await page.request.post('/api/projects', {
    headers,
    multipart: { ...PROJECT_FIELDS, title, image: await pngFile('bilingual.png', '#0ea5e9') },
  });
  expect(created.status()).toBe(201);
  const project = ((await created.json()) as { data: Project }).data;
  try {
    // The journey's language alone: the filter keeps a record that any language still needs (the seed's too).
    await putLanguages(page.request, []);
    await signIn(page, OWNER_ACCOUNT);
    await page.goto('/dashboard/translations');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Translations' })
      .waitFor();
    await expect(page.getByText('Default language: English')).toBeVisible();

    const alerts = await recordAlertTitles(page);
    await page.getByLabel('Add language').selectOption({ label: `${LANGUAGE.name} (${LANGUAGE.code})` });
    await page.getByRole('button', { name: 'Add language' }).click();
    await expectAlertShown(alerts, 'Languages saved');
    await expect(page.getByRole('columnheader', { name: LANGUAGE.name })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${LANGUAGE.name}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await cell(page, 'Missing', title).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} in ${LANGUAGE.name}` })).toBeVisible();
    const titleInput = page.getByLabel('Title', { exact: true });
    await expect(titleInput).toHaveAttribute('lang', LANGUAGE.code);
    await expect(titleInput).toHaveAttribute('dir', 'ltr');
    await titleInput.fill('Bilingue');
    await page.getByLabel('Purpose').fill('Parler à tous.');
    await page.getByLabel('Description').fill('Un projet en deux langues.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAlertShown(alerts, 'Translation saved');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to the translations' }).click();
    await cell(page, 'Draft', title).click();
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectAlertShown(alerts, 'Translation saved');
    await page.getByRole('link', { name: 'Back to the translations' }).click();
    await expect(cell(page, 'Complete', title)).toBeVisible();

    // "Needs translation" leaves out the records complete in every language: this one, now.
    const filter = page.getByRole('button', { name: 'Needs translation' });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await filter.click();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);

    // The English title changes: the translation was made from the earlier one.
    const renamed = `${title} renamed`;
    const updated = await page.request.put(`/api/projects/${project._id}`, {
      headers,
      multipart: { ...PROJECT_FIELDS, title: renamed, priority: String(project.priority) },
    });
    expect(updated.status()).toBe(200);
    await page.reload();
    await expect(cell(page, 'Changed since translated', renamed)).toBeVisible();
    await filter.click();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
    await cell(page, 'Changed since translated', renamed).click();
    await expect(page.getByText('Changed since translated').first()).toBeVisible();

    // Removed after a confirmation, the language's column goes.
    await page.getByRole('link', { name: 'Back to the translations' }).click();
    await page.getByRole('button', { name: `Remove ${LANGUAGE.name}` }).click();
    await pressUntil(page.getByRole('dialog').getByRole('button', { name: 'Remove' }), () =>
      expect(page.getByRole('columnheader', { name: LANGUAGE.name })).toHaveCount(0),
    );
  } finally {
    await putLanguages(page.request, found.others);
    await page.request.delete(`/api/projects/${project._id}`, { headers });
    await page.request.delete(`/api/trash/${project._id}`, { headers });
    await untilPublished(page.request);
  }
});
