import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { OWNER_ACCOUNT, signIn } from './support/accounts';
import { pngFile } from './support/images';
import { untilPublished } from './support/publication';

test('the owner writes a post beside its preview, adds an image, publishes it, and visitors read it', async ({
  page,
}) => {
  const title = `Notes ${randomUUID().slice(0, 8)}`;
  await signIn(page, OWNER_ACCOUNT);
  await page.goto('/dashboard/writing/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary').fill('A short note.');
  await page.getByLabel('Tags (separated by commas)').fill('Testing, Notes');
  await page
    .getByLabel('Markdown')
    .fill('## First\n\n```ts\nconst x: number = 1;\n```\n\n<script>alert(1)</script>\n');
  // The preview is the server's rendering: highlighted code, raw HTML escaped.
  const preview = page.locator('.post-body');
  await expect(preview.locator('.hljs-keyword').first()).toHaveText('const');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/writing\/edit\/notes-/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await page
    .getByText('Add an image')
    .locator('input[type=file]')
    .setInputFiles(await pngFile('figure.png', '#0ea5e9'));
  await expect(page.getByLabel('Markdown')).toHaveValue(/!\[figure\]\(\/media\//);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  // Opened again, the editor has the published post's Markdown and its preview.
  await page.reload();
  await expect(page.getByLabel('Markdown')).toHaveValue(/## First/);
  await expect(preview.locator('.hljs-keyword').first()).toHaveText('const');

  const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
  // The public pages are files once the change is published.
  await untilPublished(page.request);
  await page.goto('/writing/tag/Testing');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/writing/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.post-body img')).toHaveAttribute('width', /\d+/);

  await page.goto('/dashboard/writing');
  await expect(
    page.getByRole('row').filter({ hasText: title }).getByText('Published').filter({ visible: true }),
  ).toBeVisible();
});

test.describe('without the app', () => {
  test.use({ javaScriptEnabled: false });

  test('the writing list filters by tag through plain links, and a post reads whole', async ({ page }) => {
    await page.goto('/writing');
    await page.getByRole('navigation', { name: 'Filter by tag' }).getByRole('link', { name: 'CSS' }).click();
    await expect(page).toHaveURL('/writing/tag/CSS');
    await expect(page.getByRole('link', { name: 'One colour list for light and dark' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Coroutines on Android, the short version' })).toHaveCount(0);
    await page.goto('/writing/typed-express-handlers');
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expect(page.locator('pre .hljs-keyword').first()).toBeVisible();
  });
});
