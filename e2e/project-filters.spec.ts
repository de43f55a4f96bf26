import type { Project } from '@portfolio/common';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { cardTitles, chip } from './support/projects-list';

// Against the seed: FitTrack and Campus Chat are the only published projects built with both Android and Firebase,
// Taskboard is the web project with Firebase. The API suite may add projects in the same emulator session, so
// broad lists are checked for the seeded projects they must and must not hold.

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search projects' });

/** The list is on screen and the app has taken the page over, so that chips and buttons answer a click. */
async function listShown(page: Page) {
  await expect(page.getByRole('article').first().or(page.getByText('No projects found.'))).toBeVisible();
  await waitForHydration(page);
}

test('a filtered URL opened directly shows only the matches, and a reload keeps them', async ({ page }) => {
  await page.goto('/projects/all/filter?tech=Android&tech=firebase');
  await listShown(page);
  await expect.poll(() => cardTitles(page)).toEqual(['FitTrack', 'Campus Chat']);
  await expect(chip(page, 'Android')).toHaveAttribute('aria-current', 'true');
  await expect(chip(page, 'Firebase')).toHaveAttribute('aria-current', 'true');
  await expect(chip(page, 'React')).not.toHaveAttribute('aria-current');

  await page.goto('/projects/web-dev-project/filter?q=KANBAN%20sprints');
  await listShown(page);
  await expect.poll(() => cardTitles(page)).toEqual(['Taskboard']);
  await expect(searchBox(page)).toHaveValue('KANBAN sprints');
  await page.reload();
  await listShown(page);
  await expect.poll(() => cardTitles(page)).toEqual(['Taskboard']);
  await expect(searchBox(page)).toHaveValue('KANBAN sprints');
});

test('chips and the search box change the URL, and Back restores each previous state', async ({ page }) => {
  await page.goto('/projects/all');
  await listShown(page);
  const everything = await cardTitles(page);
  expect(everything).toEqual(expect.arrayContaining(['Shopfront', 'Taskboard', 'FitTrack', 'Price Watch']));
  // Most used first, counted from the list the API gives (other suites may have added projects).
  const listed = (await (
    await page.request.get('/api/filterd-projects?categoryOfProject=all')
  ).json()) as Project[];
  const usage = new Map<string, number>();
  for (const project of listed) {
    for (const key of new Set(project.technologies.map((technology) => technology.trim().toLowerCase()))) {
      usage.set(key, (usage.get(key) ?? 0) + 1);
    }
  }
  const chipLabels = await page
    .getByRole('group', { name: 'Technologies' })
    .getByRole('link')
    .allInnerTexts();
  expect(chipLabels).toHaveLength(usage.size);
  const counts = chipLabels.map((label) => usage.get(label.trim().toLowerCase()) ?? 0);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(counts.every((count) => count > 0)).toBe(true);

  await chip(page, 'Firebase').click();
  await expect(page).toHaveURL('/projects/all/filter?tech=Firebase');
  await expect(chip(page, 'Firebase')).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => cardTitles(page)).not.toContain('Shopfront');
  const withFirebase = await cardTitles(page);
  expect(withFirebase).toEqual(expect.arrayContaining(['Taskboard', 'FitTrack', 'Campus Chat']));

  await chip(page, 'Android').click();
  await expect(page).toHaveURL('/projects/all/filter?tech=Firebase&tech=Android');
  await expect.poll(() => cardTitles(page)).toEqual(['FitTrack', 'Campus Chat']);
  await expect(page.locator('[aria-live="polite"]')).toHaveText(/^2 of \d+ projects$/);

  await searchBox(page).pressSequentially('cámpus');
  await expect(page).toHaveURL('/projects/all/filter?tech=Firebase&tech=Android&q=c%C3%A1mpus');
  await expect.poll(() => cardTitles(page)).toEqual(['Campus Chat']);

  // The search is left in one step, not one letter at a time.
  await page.goBack();
  await expect(page).toHaveURL('/projects/all/filter?tech=Firebase&tech=Android');
  await expect(searchBox(page)).toHaveValue('');
  await expect.poll(() => cardTitles(page)).toEqual(['FitTrack', 'Campus Chat']);

  await page.goBack();
  await expect(page).toHaveURL('/projects/all/filter?tech=Firebase');
  await expect(chip(page, 'Android')).not.toHaveAttribute('aria-current');
  await expect.poll(() => cardTitles(page)).toEqual(withFirebase);

  await page.goForward();
  await expect(page).toHaveURL('/projects/all/filter?tech=Firebase&tech=Android');
  await expect.poll(() => cardTitles(page)).toEqual(['FitTrack', 'Campus Chat']);

  // Unpressing the last chip gives the plain URL again.
  await chip(page, 'Android').click();
  await chip(page, 'Firebase').click();
  await expect(page).toHaveURL('/projects/all');
  await expect.poll(() => cardTitles(page)).toEqual(everything);
});

test('nothing matching: "No projects found." and Clear filters back to the plain list', async ({ page }) => {
  await page.goto('/projects/python-project/filter?tech=Python&q=no-such-word');
  await listShown(page);
  await expect(page.getByText('No projects found.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/projects/python-project');
  await expect(
    page.getByRole('article').getByRole('link', { name: 'Price Watch', exact: true }),
  ).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
  await expect(chip(page, 'Python')).not.toHaveAttribute('aria-current');
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the most used chips show, the rest behind a button; nothing is wider than the screen', async ({
    page,
  }) => {
    await page.goto('/projects/all');
    await listShown(page);
    const chips = page.getByRole('group', { name: 'Technologies' }).getByRole('link');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await expect(chip(page, 'Firebase')).toBeVisible();
    await expect(chip(page, 'Jetpack Compose')).toBeHidden();
    expect(await chips.filter({ visible: true }).count()).toBe(8);

    const more = page.getByRole('link', { name: /^All \d+ technologies$/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(page.getByRole('link', { name: 'Fewer technologies' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await chips.filter({ visible: true }).count()).toBeGreaterThan(15);
    expect(await overflow()).toBe(0);

    await chip(page, 'Jetpack Compose').click();
    await expect(page).toHaveURL('/projects/all/filter?tech=Jetpack+Compose');
    await expect.poll(() => cardTitles(page)).toEqual(['Recipe Box']);
    expect(await overflow()).toBe(0);
    // A pressed chip stays in view when the others are folded away again.
    await page.getByRole('link', { name: 'Fewer technologies' }).click();
    await expect(chip(page, 'Jetpack Compose')).toBeVisible();
    await expect(chip(page, 'Jetpack Compose')).toHaveAttribute('aria-current', 'true');
  });
});
