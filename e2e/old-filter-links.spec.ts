import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { refuseAppScripts, waitForHydration } from './support/hydration';
import { cardTitles, chip } from './support/projects-list';

// Links shared before filtered lists had a path of their own (`/projects/all?tech=Kotlin`) reach the plain list's
// published file, which Hosting serves whatever the query. Against the seed: Recipe Box is the one project built
// with Kotlin, Taskboard the one web project about kanban. The API suite may add projects in the same emulator
// session, so what must never show is checked against the seeded projects that do not match.

const SEEDED = [
  'Shopfront',
  'Taskboard',
  'Clinic Booking API',
  'FitTrack',
  'Recipe Box',
  'Campus Chat',
  'Price Watch',
  'Grade Analyzer',
];

const OLD_LINKS = [
  { link: '/projects/all?tech=Kotlin', to: '/projects/all/filter?tech=Kotlin', shown: ['Recipe Box'] },
  {
    link: '/projects/web-dev-project?q=kanban',
    to: '/projects/web-dev-project/filter?q=kanban',
    shown: ['Taskboard'],
  },
  {
    link: '/projects/app-dev-project/?tech=android&q=Campus#technologies',
    to: '/projects/app-dev-project/filter?tech=android&q=Campus#technologies',
    shown: ['Campus Chat'],
  },
];

const NOTICE = /a shared link's filters are not applied here/;

/**
 * Records, in every document the tab loads, the project titles on the page at each change of the document and at
 * each frame until it has loaded: what a visitor could have seen, by address.
 */
async function recordTitlesShown(page: Page) {
  await page.addInitScript(() => {
    const key = 'old-filter-links:shown';
    const record = () => {
      const titles = [...document.querySelectorAll('article h2, article h3')].map(
        (title) => title.textContent,
      );
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      log.push([location.pathname, titles]);
      sessionStorage.setItem(key, JSON.stringify(log));
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
    const frame = () => {
      record();
      if (document.readyState !== 'complete') requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The titles among `hidden` that the tab ever showed, whatever the address. */
async function shownOf(page: Page, hidden: string[]): Promise<string[]> {
  const log = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('old-filter-links:shown') ?? '[]') as [string, string[]][],
  );
  return [...new Set(log.flatMap(([, titles]) => titles))].filter((title) => hidden.includes(title));
}

test.describe('an old filter link, with JavaScript', () => {
  for (const { link, to, shown } of OLD_LINKS) {
    test(`${link} shows only its matches, from the first paint`, async ({ page }) => {
      await recordTitlesShown(page);
      await page.goto(link, { waitUntil: 'commit' });
      await expect(page).toHaveURL(to);
      await page.waitForLoadState('domcontentloaded');
      // Served filtered: no waiting for the app.
      expect(await cardTitles(page)).toEqual(shown);
      const hidden = SEEDED.filter((title) => !shown.includes(title));
      expect(await shownOf(page, hidden)).toEqual([]);
      expect(await shownOf(page, shown), 'the record holds what was shown').toEqual(shown);

      // Still filtered once the app has taken the page over.
      await waitForHydration(page);
      expect(await cardTitles(page)).toEqual(shown);
      expect(await shownOf(page, hidden)).toEqual([]);
      await expect(page.getByText(NOTICE)).toBeHidden();
    });
  }

  test('the filtered view passes the accessibility checks', async ({ page }) => {
    await page.goto('/projects/all?tech=Kotlin');
    await expect(page).toHaveURL('/projects/all/filter?tech=Kotlin');
    await expect(chip(page, 'Kotlin')).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
  });

  test('the notice for browsers without it passes the accessibility checks', async ({ page }) => {
    // axe is a script: the served file with its <noscript> unwrapped stands for the page as they show it.
    await refuseAppScripts(page);
    await page.route('**/projects/all', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/<\/?noscript>/g, '') });
    });
    await page.goto('/projects/all');
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a plain list, or a query that filters nothing, stays where it is', async ({ page }) => {
    await page.goto('/projects/all?tech=&utm_source=newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(page).toHaveURL('/projects/all?tech=&utm_source=newsletter');
    expect(await cardTitles(page)).toEqual(expect.arrayContaining(SEEDED));
  });
});

test.describe('an old filter link, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list says so and links to the filtered view, whose filters work', async ({ page }) => {
    await page.goto('/projects/all?tech=Kotlin');
    const notice = page.getByText(NOTICE);
    await expect(notice).toBeVisible();

    await notice.getByRole('link', { name: 'filtered view' }).click();
    await expect(page).toHaveURL('/projects/all/filter');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await chip(page, 'Kotlin').click();
    await expect(page).toHaveURL('/projects/all/filter?tech=Kotlin');
    expect(await cardTitles(page)).toEqual(['Recipe Box']);
    // A filtered list is what it says: no notice there.
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });
});
