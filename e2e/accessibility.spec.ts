import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OWNER_ACCOUNT, signIn, VISITOR_ACCOUNT } from './support/accounts';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, SMALL_SCREEN } from './support/axe';
import { waitForHydration } from './support/hydration';
import { clearContactRateLimits } from './support/rate-limits';

// axe-core on every page of the site, each signed in as the user who may see it, once its data is shown.

/** One heading for the page and no loader left: the page shows what it will show. */
async function expectPageShown(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('status')).toHaveCount(0);
}

test.describe('signed out', () => {
  const ROUTES = [
    '/',
    '/services',
    '/about',
    '/want',
    '/projects/all',
    '/project/seed-shopfront',
    '/forbidden',
    '/no/such/page',
    '/signIn',
    '/signUp',
  ];

  for (const route of ROUTES) {
    test(`${route} has no accessibility violations`, async ({ page }) => {
      await page.goto(route);
      await expectPageShown(page);
      await expectNoAxeViolationsAtBothWidths(page);
    });
  }

  for (const route of ['/want', '/signIn', '/signUp']) {
    test(`${route} has none with its validation messages shown`, async ({ page }) => {
      await page.goto(route);
      await page.getByRole('main').locator('button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const query of ['kotlin', 'nothing-matches-this']) {
    test(`the search page with ?q=${query} has none`, async ({ page }) => {
      await page.goto(`/search?q=${query}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('status')).toContainText(query);
      await expectNoAxeViolationsAtBothWidths(page);
    });
  }

  test('the open mobile menu has none', async ({ page }) => {
    await page.setViewportSize(SMALL_SCREEN);
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page, { include: 'header' });
  });
});

test.describe('signed in as the visitor', () => {
  test.beforeEach(async ({ page }) => {
    // Through the form: the sign-in records this device, so the devices table has a row.
    await signIn(page, VISITOR_ACCOUNT, { throughForm: true });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    // The sign-in just recorded this device: the table (a scrolling region on small screens) is shown.
    await expect(
      page.getByRole('region', { name: 'My Login Devices' }).getByRole('row').nth(1),
    ).toBeVisible();
  });

  test('/profile has none', async ({ page }) => {
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('/profile has none while editing the profile or changing the password', async ({ page }) => {
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(main.getByLabel('Username')).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: 'Cancel' }).click();
    await main.getByRole('button', { name: 'Change Password' }).click();
    await expect(main.getByLabel('Old Password')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('signed in as the owner', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, OWNER_ACCOUNT);
  });

  /** Each dashboard page with what shows that its data has arrived. */
  const DASHBOARD_PAGES: { route: string; shown: (page: Page) => Locator }[] = [
    { route: '/dashboard', shown: (page) => page.getByText('All projects', { exact: true }) },
    { route: '/dashboard/add-project', shown: (page) => page.getByRole('form', { name: 'Add project' }) },
    {
      route: '/dashboard/my-projects',
      shown: (page) => page.getByRole('table').getByRole('link', { name: 'Edit Shopfront' }),
    },
    {
      route: '/dashboard/update-projects/seed-shopfront',
      shown: (page) => page.getByLabel('Project Title'),
    },
    {
      route: '/dashboard/messages',
      shown: (page) => page.getByRole('heading', { level: 1, name: 'Messages' }),
    },
    {
      route: '/dashboard/site',
      // The backups are read last, after the form: their list (or the word that there is none) shows the page whole.
      shown: (page) =>
        page
          .getByRole('list', { name: 'Kept backups' })
          .or(page.getByText('No backups yet', { exact: false })),
    },
    { route: '/dashboard/stats', shown: (page) => page.getByRole('region', { name: 'Top projects' }) },
    {
      route: '/dashboard/translations',
      shown: (page) => page.getByRole('table', { name: 'Where each text stands' }),
    },
    {
      route: '/dashboard/trash',
      // The list, or the word that it is empty: either shows that the trash has been read.
      shown: (page) =>
        page
          .getByRole('list', { name: 'Deleted projects' })
          .or(page.getByText('The trash is empty', { exact: false })),
    },
  ];

  for (const { route, shown } of DASHBOARD_PAGES) {
    test(`${route} has none`, async ({ page }) => {
      await page.goto(route);
      // The page's data comes through the Functions emulator, which may first start a worker (seconds on two cores).
      await expect(shown(page)).toBeVisible({ timeout: 15_000 });
      await expectPageShown(page);
      await expectNoAxeViolationsAtBothWidths(page);
    });
  }

  test('the add form has none with its validation messages shown', async ({ page }) => {
    await page.goto('/dashboard/add-project');
    await page.getByRole('form', { name: 'Add project' }).locator('button[type="submit"]').click();
    await expect(page.getByText('Project Title is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the statistics have none with the chart’s numbers open', async ({ page }) => {
    await page.goto('/dashboard/stats?days=90');
    await page.getByText('Show the numbers').click();
    await expect(page.getByRole('table', { name: /Views per day/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an opened message has none', async ({ page }) => {
    const name = `Axe Sender ${Date.now()}`;
    await clearContactRateLimits(page.request);
    const sent = await page.request.post('/api/contact', {
      data: {
        name,
        number: '+1 555 0100',
        email: 'sender@example.com',
        message: 'Hello there.',
        website: '',
      },
    });
    expect(sent.status()).toBe(201);
    await page.goto('/dashboard/messages');
    await page
      .getByRole('list', { name: 'Contact messages' })
      .getByRole('button', { name: new RegExp(name) })
      .click();
    await expect(page.getByRole('heading', { name: `Message from ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open dashboard drawer has none', async ({ page }) => {
    await page.setViewportSize(SMALL_SCREEN);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
