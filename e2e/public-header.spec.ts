import { expect, test } from './support/fixtures';
import { holdAppBack, waitForHydration } from './support/hydration';

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens and closes the list, and a link closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await menu.click();
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL('/#service');
    await expect(page.locator('#service')).toBeInViewport();
  });
});

test('the header becomes sticky after more than 200 px of scroll', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-sticky', 'false');

  await page.evaluate(() => window.scrollTo({ top: 150, behavior: 'instant' }));
  await expect(header).toHaveAttribute('data-sticky', 'false');
  await expect(header).not.toBeInViewport({ ratio: 1 });

  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  await expect(header).toHaveAttribute('data-sticky', 'true');
  await expect(header).toBeInViewport({ ratio: 1 });
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
});

test('on / the section links are anchors; elsewhere they are routes', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/#about');
  await expect(page.getByRole('heading', { name: 'About Me' })).toBeInViewport();

  await page.getByRole('link', { name: 'See More' }).click();
  await expect(page).toHaveURL('/about');
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL('/services');
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/want');
  await nav.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/signIn');
});

test('a visitor who scrolls before the app has taken over the page stays there, under a sticky header', async ({
  page,
}) => {
  // The app's entry is held back until the visitor has scrolled.
  const releaseApp = await holdAppBack(page);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  releaseApp();
  await waitForHydration(page);

  await expect(page.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});
