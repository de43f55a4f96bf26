import { type Page, type Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';

// The web app when the API or a part of the app itself cannot be reached: a clear message and a way out, never a
// blank page. Public pages arrive rendered with their data; the app asks the API when the visitor moves on inside it,
// so each state is reached by a click from a served page.

const API = '**/api/**';
const LOAD_ERROR = 'Error loading projects. Please try again later.';

/** The API's answer when it is overloaded or being deployed. */
function answerUnavailable(route: Route) {
  return route.fulfill({
    status: 503,
    json: { error: { code: 'unavailable', message: 'Service unavailable' } },
  });
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The site's frame is there around the page: not a blank screen. */
async function expectSiteFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('with the API unreachable', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(API, (route) => route.abort('connectionrefused'));
  });

  test('the home page shows the best projects error, and Try again loads them once the API is back', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
    const bestProjects = page.getByRole('region', { name: 'Best Projects' });
    await expect(bestProjects.getByRole('alert')).toHaveText(LOAD_ERROR);
    await expectSiteFrame(page);
    await expect(page.getByRole('heading', { name: 'Skills' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute(API);
    await bestProjects.getByRole('button', { name: 'Try again' }).click();
    // The first call to the function in a run may wait for the Functions emulator to start a worker.
    await expect(bestProjects.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(bestProjects.getByRole('alert')).toHaveCount(0);
  });

  test('/projects/all shows the spec’s error text under its heading', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View More' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(LOAD_ERROR);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectSiteFrame(page);
    await expectNoAxeViolations(page);

    await page.unroute(API);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a project’s page shows an error with a retry that loads it once the API is back', async ({
    page,
  }) => {
    await page.goto('/projects/all');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Shopfront' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Could not load this project' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to all projects' })).toBeVisible();
    await expectSiteFrame(page);
    await expectNoAxeViolations(page);

    await page.unroute(API);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopfront' })).toBeVisible();
  });
});

test('with the API answering 503, the same error states show', async ({ page }) => {
  await page.route(API, answerUnavailable);

  await page.goto('/about');
  await waitForHydration(page);
  await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: 'Best Projects' }).getByRole('alert')).toHaveText(LOAD_ERROR);

  await page.goto('/projects/all');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Project categories' })
    .getByRole('link', { name: 'Web Development' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Web Development Projects' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(LOAD_ERROR);

  await page.goto('/projects/all');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Shopfront' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Could not load this project' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test.describe('a page whose code fails to download', () => {
  const ABOUT_CHUNK = '**/assets/AboutPage-*.js';

  test('on client-side navigation: a message in the site’s frame, and a reload that brings the page', async ({
    page,
  }) => {
    await page.route(ABOUT_CHUNK, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);

    await page.getByRole('link', { name: 'See More' }).click();
    await expect(page).toHaveURL('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expectSiteFrame(page);
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);

    await page.unroute(ABOUT_CHUNK);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
    await expect(page).toHaveURL('/about');
  });

  test('on the first load: the served page stays, whole, and its links load pages from the server', async ({
    page,
  }) => {
    await page.route(ABOUT_CHUNK, (route) => route.abort());
    await page.goto('/about');
    const chunkRefused = page.waitForEvent('requestfailed', (request) => /\/AboutPage-/.test(request.url()));
    // The visitor's first action starts the app, which cannot load the page's code.
    await page.keyboard.press('Shift');
    await chunkRefused;
    await expect(page.locator('html')).toHaveAttribute('data-app-failed', '');
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
    expect(await page.locator('html').getAttribute('data-app')).toBeNull();
    await expectSiteFrame(page);
    // The served page's controls still answer, and a link loads the next page from the server.
    const firstDocument = await page.evaluate(() => performance.timeOrigin);
    await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(firstDocument);
  });
});
