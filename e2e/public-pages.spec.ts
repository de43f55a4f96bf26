import { expect, test } from './support/fixtures';
import { recordAlertTitles } from './support/alerts';
import { waitForHydration } from './support/hydration';
import { clearContactRateLimits } from './support/rate-limits';

const PUBLIC_ROUTES = [
  '/',
  '/services',
  '/about',
  '/want',
  '/projects/all',
  '/projects/python-project',
  '/project/seed-shopfront',
  '/forbidden',
  '/no/such/page',
];

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of PUBLIC_ROUTES) {
    test(`${route}: one h1, its own title and description, nothing wider than the screen`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('status')).toHaveCount(0);
      const h1 = await page.locator('h1').innerText();
      if (route !== '/') await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(h1)} · `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});

test('an unknown route shows the 404 page, and 403 has its texts', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you’re looking for doesn’t exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/forbidden');
  await expect(page.getByRole('heading', { level: 1, name: '403 Forbidden' })).toBeVisible();
  await expect(page.getByText('You don’t have permission to access this page.')).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the home page has the 12 skills and a download link to a real PDF', async ({ page, request }) => {
  await page.goto('/');
  const skills = page.getByRole('region', { name: 'Skills' }).getByRole('listitem');
  await expect(skills).toHaveCount(12);
  await expect(skills.first()).toHaveText('HTML');
  await expect(skills.last()).toHaveText('GitHub');

  const cv = page.getByRole('link', { name: 'Download CV' });
  await expect(cv).toHaveAttribute('download', /\.pdf$/);
  const response = await request.get((await cv.getAttribute('href'))!);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: 'Hire Me' }).last().click();
  await expect(page).toHaveURL('/want');
});

test('the home page loads nothing from other sites', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') foreign.push(request.url());
  });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect(
    page.getByRole('region', { name: 'Best Projects' }).getByRole('article').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('the contact form validates, sends to the API, confirms and clears', async ({ page }) => {
  await clearContactRateLimits(page.request);
  await page.goto('/want');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  // With the app: before it, the form is sent natively to its page (e2e/contact-before-the-app.spec.ts).
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Phone Number is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  const form = page.locator('form');
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Phone Number').fill('+1 555 0100');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Message').fill('I would like a website for my bakery.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  const alertTitles = await recordAlertTitles(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);

  await expect.poll(alertTitles).toContain('Message sent');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
