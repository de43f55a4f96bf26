import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { bearerOf, OWNER_ACCOUNT, signIn } from './support/accounts';
import { expectAlertShown, recordAlertTitles } from './support/alerts';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { untilPublished } from './support/publication';

// The owner words an interface text their own way in a language (here the footer's rights line in Bengali): the
// dashboard refuses a text that shows a value the text has not, saves the rest, and the public pages show it, as
// served and once the app runs.

const RIGHTS = 'texts.footer.rights';
const SOCIAL = 'texts.footer.socialLabel';

const putBengali = async (page: Page, overrides: Record<string, string>) => {
  const saved = await page.request.put('/api/interface-texts/bn', {
    headers: await bearerOf(OWNER_ACCOUNT),
    data: { overrides },
  });
  expect(saved.status()).toBe(200);
  await untilPublished(page.request);
};

test('the owner rewords an interface text in Bengali, and the Bengali pages show it', async ({ page }) => {
  test.setTimeout(90_000);
  const own = `সব অধিকার ${randomUUID().slice(0, 6)}`;
  try {
    await signIn(page, OWNER_ACCOUNT);
    await page.goto('/dashboard/translations');
    await page.getByRole('region', { name: 'Interface texts' }).getByRole('link', { name: 'বাংলা' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interface texts in বাংলা' })).toBeVisible();

    await page.getByLabel('Filter texts').fill('texts.footer');
    await expect(page.getByText(/^2 of \d+ texts shown; 0 of your own$/)).toBeVisible();
    await page.getByLabel(`Your text for ${RIGHTS}`).fill(own);
    await page.getByLabel(`Your text for ${SOCIAL}`).fill('লিংক {0}');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Some texts were refused: see each below.')).toBeVisible();
    await expect(page.getByText('This text shows no values: leave out {0} and the like')).toBeVisible();
    await expect(page.getByLabel(`Your text for ${SOCIAL}`)).toHaveAttribute('aria-invalid', 'true');

    const alerts = await recordAlertTitles(page);
    await page.getByRole('button', { name: `Reset ${SOCIAL}` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlertShown(alerts, 'Interface texts saved');
    await page.getByRole('button', { name: 'Your own only' }).click();
    await expect(page.getByRole('button', { name: 'Your own only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(`Your text for ${RIGHTS}`)).toHaveValue(own);
    await expect(page.getByLabel(`Your text for ${SOCIAL}`)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await untilPublished(page.request);
    await page.goto('/bn/about');
    await expect(page.getByRole('contentinfo').getByText(own)).toBeVisible();
    // The app, once it runs, keeps the owner's words rather than the catalog's.
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo').getByText(own)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('সর্বস্বত্ব সংরক্ষিত।')).toHaveCount(0);
  } finally {
    await putBengali(page, {});
  }
});

test('a visitor’s Bengali home page shows the owner’s About in its header, as served, hydrated and further on', async ({
  page,
}) => {
  const about = `আমার গল্প ${randomUUID().slice(0, 6)}`;
  try {
    await putBengali(page, { 'texts.header.about': about });
    // Signed out: the page as published, whose first load holds the first part of the catalog only.
    await page.goto('/bn/');
    const link = page.getByRole('banner').getByRole('link', { name: about });
    await expect(link).toBeVisible();
    await waitForHydration(page);
    await expect(link).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'পরিচিতি' })).toHaveCount(0);
    // A page the app renders itself, once the catalog's other part has been added over the owner's words.
    await page.getByRole('banner').getByRole('link', { name: 'লেখা' }).click();
    await expect(page).toHaveURL('/bn/writing');
    await expect(link).toBeVisible();
  } finally {
    await putBengali(page, {});
  }
});
