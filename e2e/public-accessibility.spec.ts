import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

// WCAG 2.1 A and AA (colour contrast included) on every public page, checked by axe-core once the data is shown.
const ROUTES = [
  '/',
  '/services',
  '/about',
  '/want',
  '/projects/all',
  '/project/seed-shopfront',
  '/no/such/page',
];

for (const route of ROUTES) {
  test(`${route} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveCount(0);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      // The YouTube player is another site's page (and offline here).
      .exclude('iframe[src*="youtube-nocookie.com"]')
      .analyze();
    expect(
      results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
    ).toEqual([]);
  });
}

test('the open mobile menu has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  const results = await new AxeBuilder({ page })
    .include('header')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map(({ id }) => id)).toEqual([]);
});
