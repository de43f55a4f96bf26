import { waitForHydration } from './support/hydration';
import { expect, test } from './support/fixtures';

// Journeys through the public site, signed out, against the Hosting emulator with the seed data. The API suite may
// have added projects in the same emulator session, so lists are checked for the seeded projects, not for a count.
const SEEDED_TITLES = [
  'Shopfront',
  'Taskboard',
  'Clinic Booking API',
  'FitTrack',
  'Recipe Box',
  'Price Watch',
];

test('home → View More → a category → a project → screenshot swap', async ({ page }) => {
  await page.goto('/');
  const bestProjects = page.getByRole('region', { name: 'Best Projects' });
  await expect(bestProjects.getByRole('article').first()).toBeVisible();
  expect(await bestProjects.getByRole('article').count()).toBeLessThanOrEqual(6);

  await bestProjects.getByRole('link', { name: 'View More' }).click();
  await expect(page).toHaveURL('/projects/all');
  // Every route change starts at the top of the new page.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
  for (const title of SEEDED_TITLES) {
    await expect(page.getByRole('article').getByRole('link', { name: title, exact: true })).toBeVisible();
  }

  await page
    .getByRole('navigation', { name: 'Project categories' })
    .getByRole('link', { name: 'Web Development' })
    .click();
  await expect(page).toHaveURL('/projects/web-dev-project');
  await expect(page.getByRole('heading', { level: 1, name: 'Web Development Projects' })).toBeVisible();
  await expect(page).toHaveTitle(/^Web Development Projects · /);
  await expect(page.getByRole('link', { name: 'Shopfront', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FitTrack', exact: true })).toHaveCount(0);
  for (const eyebrow of await page.getByRole('article').getByText(/ · /).allInnerTexts()) {
    expect(eyebrow.toLowerCase()).toMatch(/^web development · /);
  }

  await page.getByRole('link', { name: 'Shopfront', exact: true }).click();
  await expect(page).toHaveURL('/project/seed-shopfront');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopfront' })).toBeVisible();
  await expect(page).toHaveTitle(/^Shopfront · /);

  const mainImage = page.getByTestId('project-main-image');
  const cover = await mainImage.getAttribute('src');
  await page.getByRole('link', { name: 'Show screenshot 2' }).click();
  await expect(mainImage).toHaveAccessibleName('Shopfront: screenshot 2');
  await expect(mainImage).not.toHaveAttribute('src', cover!);
  await expect(page.getByRole('link', { name: 'Show screenshot 2' })).toHaveAttribute('aria-current', 'true');
  // The swapped picture really arrives from Storage.
  await expect
    .poll(() => mainImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});

test('a project shows its link buttons in new tabs and its demo video', async ({ page }) => {
  await page.goto('/project/seed-shopfront');
  const livePreview = page.getByRole('link', { name: /^Live Preview/ });
  await expect(livePreview).toHaveAttribute('href', 'https://shopfront.example.com');
  await expect(livePreview).toHaveAttribute('target', '_blank');
  await expect(livePreview).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: /^GitHub \(Client\)/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^GitHub \(Server\)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Watch Demo Video' })).toBeVisible();
  // The player loads only on demand: until then the page asks YouTube for nothing.
  await expect(page.locator('iframe')).toHaveCount(0);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Play the demo video of Shopfront' }).click();
  await expect(page.getByTitle('Demo video of Shopfront')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
  );
});

test('an unknown project id answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/project/no-such-project');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you’re looking for doesn’t exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test('Services: See Works opens the category, Order the contact form', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const app = page.getByRole('article').filter({ hasText: 'Android App Development' });
  await app.getByRole('link', { name: 'See Works' }).click();
  await expect(page).toHaveURL('/projects/app-dev-project');
  await expect(page.getByRole('heading', { level: 1, name: 'App Development Projects' })).toBeVisible();

  await page.goto('/services');
  await page
    .getByRole('article')
    .filter({ hasText: 'Web Development' })
    .getByRole('link', { name: 'Order' })
    .click();
  await expect(page).toHaveURL('/want');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});
