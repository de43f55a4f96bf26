import { expect, test } from './support/fixtures';
import { holdAppBack, refuseAppScripts, waitForHydration } from './support/hydration';
import { cardTitles, chip } from './support/projects-list';
import { DARK_BACKGROUND, LIGHT_BACKGROUND, pageBackground, pressDarkBackToSystem } from './support/theme';

// The public pages' controls work from the first paint: with the app's scripts refused (as a slow phone has them
// for the first seconds, or a browser that never runs them), and while the app takes over.

const PUBLIC_PAGES = ['/', '/about', '/projects/all', '/project/seed-shopfront', '/want'];

test.describe('on a small screen, without the app', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu button opens and closes the menu on every public page', async ({ page }) => {
    await refuseAppScripts(page);
    for (const route of PUBLIC_PAGES) {
      await page.goto(route);
      const menu = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(menu, route).toHaveAttribute('aria-expanded', 'false');
      await expect(nav, route).toBeHidden();

      await menu.click();
      await expect(menu, route).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Contact' }), route).toBeVisible();
      await menu.click();
      await expect(menu, route).toHaveAttribute('aria-expanded', 'false');
      await expect(nav, route).toBeHidden();
    }
  });

  test('a menu opened before the app stays open when it takes over, and one press closes it', async ({
    page,
  }) => {
    const releaseApp = await holdAppBack(page);
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    releaseApp();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    // Now the app's menu: a link closes it.
    await menu.click();
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the signed-in areas are served with no button: nothing is offered before the app can answer it', async ({
    page,
  }) => {
    await refuseAppScripts(page);
    for (const route of ['/dashboard', '/profile']) {
      await page.goto(route);
      await expect(page.getByRole('banner'), route).toBeVisible();
      await expect(page.getByRole('button'), route).toHaveCount(0);
    }
  });
});

test('without the app, the theme button cycles System, Light, Dark, and the choice is kept', async ({
  page,
}) => {
  await refuseAppScripts(page);
  await page.goto('/projects/all');
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Theme: Light' }).click();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);

  // Another page, still without the app: the choice applies and the button says it.
  await page.goto('/about');
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  await pressDarkBackToSystem(page);
});

test('a theme chosen before the app is the one the app shows, and a press after it moves one step', async ({
  page,
}) => {
  const releaseApp = await holdAppBack(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  releaseApp();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await page.getByRole('button', { name: 'Theme: Light' }).click();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test.describe('the projects list without the app', () => {
  test.beforeEach(async ({ page }) => refuseAppScripts(page));

  test('a chip is a link to the filtered list, which says which chip is chosen', async ({ page }) => {
    await page.goto('/projects/all');
    await chip(page, 'Android').click();
    await expect(page).toHaveURL('/projects/all/filter?tech=Android');
    await expect(chip(page, 'Android')).toHaveAttribute('aria-current', 'true');
    const android = await cardTitles(page);
    expect(android).toEqual(expect.arrayContaining(['FitTrack', 'Campus Chat']));
    expect(android).not.toContain('Shopfront');

    await chip(page, 'Firebase').click();
    await expect(page).toHaveURL('/projects/all/filter?tech=Android&tech=Firebase');
    expect(await cardTitles(page)).toEqual(['FitTrack', 'Campus Chat']);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/projects/all');
    await expect(chip(page, 'Android')).not.toHaveAttribute('aria-current');
  });

  test('the search box answers with Enter, keeping the chosen technologies', async ({ page }) => {
    await page.goto('/projects/all/filter?tech=Firebase');
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await search.fill('kanban');
    await search.press('Enter');
    await expect(page).toHaveURL('/projects/all/filter?tech=Firebase&q=kanban');
    expect(await cardTitles(page)).toEqual(['Taskboard']);
    await expect(search).toHaveValue('kanban');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('"All N technologies" shows every chip', async ({ page }) => {
      await page.goto('/projects/all');
      const chips = page.getByRole('group', { name: 'Technologies' }).getByRole('link');
      expect(await chips.filter({ visible: true }).count()).toBe(8);
      await page.getByRole('link', { name: /^All \d+ technologies$/ }).click();
      await expect(page).toHaveURL('/projects/all#technologies');
      await expect(chip(page, 'Jetpack Compose')).toBeVisible();
      expect(await chips.filter({ visible: true }).count()).toBe(await chips.count());
    });
  });
});

test.describe('a project page without the app', () => {
  test.beforeEach(async ({ page }) => refuseAppScripts(page));

  test('a screenshot of the strip takes the main image’s place', async ({ page }) => {
    await page.goto('/project/seed-shopfront');
    const mainImage = page.getByTestId('project-main-image');
    await expect(mainImage).toHaveAccessibleName('Shopfront: main image');
    await page.getByRole('link', { name: 'Show screenshot 2' }).click();
    await expect(page).toHaveURL('/project/seed-shopfront/picture/2#pictures');
    await expect(mainImage).toHaveAccessibleName('Shopfront: screenshot 2');
    await expect(page.getByRole('link', { name: 'Show screenshot 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect
      .poll(() => mainImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Show the main image' }).click();
    await expect(mainImage).toHaveAccessibleName('Shopfront: main image');
  });

  test('the demo video’s control opens the video', async ({ page }) => {
    // YouTube is out of reach offline: its page is answered here.
    await page.route('https://www.youtube.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>The video</title>' }),
    );
    await page.goto('/project/seed-shopfront');
    await page.getByRole('link', { name: 'Play the demo video of Shopfront' }).click();
    await expect(page).toHaveURL('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page).toHaveTitle('The video');
  });
});

test.describe('with the app', () => {
  test('a chip filters the list in the page, at the same URL as without it', async ({ page }) => {
    await page.goto('/projects/all');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await chip(page, 'Android').click();
    await expect(page).toHaveURL('/projects/all/filter?tech=Android');
    await expect(chip(page, 'Android')).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => cardTitles(page)).toEqual(expect.arrayContaining(['FitTrack', 'Campus Chat']));
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('campus');
    await expect(page).toHaveURL('/projects/all/filter?tech=Android&q=campus');
    await expect.poll(() => cardTitles(page)).toEqual(['Campus Chat']);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('a page served with a screenshot chosen keeps it, and the strip swaps in place', async ({ page }) => {
    await page.goto('/project/seed-shopfront/picture/3');
    await waitForHydration(page);
    const mainImage = page.getByTestId('project-main-image');
    await expect(mainImage).toHaveAccessibleName('Shopfront: screenshot 3');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Show screenshot 1' }).click();
    await expect(mainImage).toHaveAccessibleName('Shopfront: screenshot 1');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe('sign-in and sign-up before the app', () => {
  test('say they are loading until the app can send them', async ({ page }) => {
    const releaseApp = await holdAppBack(page);
    await page.goto('/signIn');
    const waiting = page.getByText('Loading sign-in…');
    await expect(waiting).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByText(/Sign-in could not load/)).toBeHidden();

    releaseApp();
    await waitForHydration(page);
    await expect(waiting).toHaveCount(0);
    await expect(page.getByLabel('Email')).toBeEnabled();
  });

  test('say so when the app cannot load, and offer a reload', async ({ page }) => {
    await refuseAppScripts(page);
    for (const route of ['/signIn', '/signUp']) {
      await page.goto(route);
      await expect(page.getByText(/^Sign-in could not load/), route).toBeVisible();
      await expect(page.getByText('Loading sign-in…'), route).toBeHidden();
      await expect(page.getByRole('link', { name: 'reload the page' }), route).toHaveAttribute('href', route);
    }
    // With the app back, the reload gives a working form.
    await page.unrouteAll();
    await page.getByRole('link', { name: 'reload the page' }).click();
    await waitForHydration(page);
    await expect(page.getByLabel('Email')).toBeEnabled();
    await expect(page.getByText(/Sign-in could not load/)).toHaveCount(0);
  });
});
