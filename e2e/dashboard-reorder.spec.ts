import type { Page } from '@playwright/test';
import { OWNER_ACCOUNT, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { restoreProjectOrder, storedProjectOrder } from './support/project-order';
import { untilPublished } from './support/publication';

// The journeys after this one expect the seed's order: it is put back whatever happens here.
let orderBefore: string[];

test.beforeEach(async () => {
  orderBefore = await storedProjectOrder();
});

test.afterEach(async () => {
  await restoreProjectOrder(orderBefore);
});

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

/** The polite live region the moves are announced in. */
const announcer = (page: Page) => page.getByRole('main').locator('[aria-live="polite"]');

/** The dashboard's titles in order, each with whether it is a draft. */
async function dashboardOrder(page: Page): Promise<{ title: string; draft: boolean }[]> {
  const headers = await rows(page).getByRole('rowheader').allTextContents();
  return headers.map((text) => ({ title: text.replace(/Draft$/, ''), draft: text.endsWith('Draft') }));
}

test('the owner reorders by keyboard, and /projects/all shows the new order', async ({ page }) => {
  await signIn(page, OWNER_ACCOUNT);
  await page.goto('/dashboard/my-projects');
  await expect(rows(page).first()).toBeVisible();
  const before = await dashboardOrder(page);
  const count = before.length;
  const a = before[0]?.title;
  if (!a || count < 3) throw new Error('the seed has at least three projects');

  // Move the first project down twice with Enter, then back up once: B, A, C.
  const moveADown = page.getByRole('button', { name: `Move ${a} down` });
  const moveAUp = page.getByRole('button', { name: `Move ${a} up` });
  await expect(moveAUp).toBeDisabled();
  await moveADown.focus();
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText(`${a} moved to position 2 of ${count}`);
  await expect(moveADown).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText(`${a} moved to position 3 of ${count}`);
  await expect(moveADown).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(moveAUp).toBeFocused();
  await page.keyboard.press('Space');
  await expect(announcer(page)).toHaveText(`${a} moved to position 2 of ${count}`);
  await expect(moveAUp).toBeFocused();

  const expected = [before[1]!, before[0]!, before[2]!, ...before.slice(3)];
  await expect.poll(() => dashboardOrder(page)).toEqual(expected);
  await expect(rows(page).first().getByRole('cell').nth(3)).toHaveText('1');
  await expect(rows(page).nth(1).getByRole('cell').nth(3)).toHaveText('2');

  // Stored once the saves are done (a reload before that would drop a move still queued).
  const expectedIds = await rows(page).evaluateAll((elements) =>
    elements.map((element) => (element as HTMLElement).dataset.projectId ?? ''),
  );
  await expect.poll(storedProjectOrder).toEqual(expectedIds);

  // Stored: a reload shows it, and so does the public list (published projects only).
  await page.reload();
  await expect.poll(() => dashboardOrder(page)).toEqual(expected);
  await untilPublished(page.request);
  await page.goto('/projects/all');
  await expect(page.getByRole('article').first()).toBeVisible();
  const publicTitles = await page.getByRole('article').getByRole('heading').allInnerTexts();
  expect(publicTitles).toEqual(expected.filter((row) => !row.draft).map((row) => row.title));
});
