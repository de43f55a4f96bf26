import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { OWNER_ACCOUNT, signIn } from './support/accounts';
import { pngFile } from './support/images';
import { fillProjectForm } from './support/project-form';
import { pressUntil, recordAlertTitles, recordShown } from './support/alerts';

const exact = { exact: true } as const;

/** A Python back end in progress: what both journeys fill in besides their title and words. */
const PYTHON_BACKEND = {
  category: 'Python',
  type: 'Backend',
  status: 'In Complete',
  startDate: '2026-02-01',
  technologies: 'Python',
} as const;

/**
 * An image that does not compress (noise), so that the upload takes a while: a 12 MB PNG, which the form prepares
 * into a WebP of about 3 MB before sending.
 */
async function largeImage() {
  const buffer = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#888888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return { name: 'large-cover.png', mimeType: 'image/png', buffer };
}

test('on a slow connection the add form shows the upload progress in an overlay over the viewport', async ({
  page,
  context,
}) => {
  test.slow(); // The upload is throttled to show its progress: 48 s in a quiet CI run, three times the default
  const title = `Slow upload ${randomUUID().slice(0, 8)}`;
  await signIn(page, OWNER_ACCOUNT);
  await page.goto('/dashboard/add-project');
  await fillProjectForm(page, {
    ...PYTHON_BACKEND,
    title,
    purpose: 'Watch the progress bar.',
    description: 'Uploaded over a throttled connection.',
  });
  await page.getByLabel('Main Image', exact).setInputFiles(await largeImage());
  await page.getByLabel('Screenshots', exact).setInputFiles([await pngFile('shot.png', '#14b8a6')]);
  // A draft: the public lists stay as the other journeys expect them.
  await page.getByLabel('Publish now').uncheck();

  // About 1 MB/s up: the files take a few seconds.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });

  // The owner has scrolled down to the button: the overlay must still be in view.
  const submit = page.getByRole('button', { name: 'Add Project' });
  await submit.scrollIntoViewIfNeeded();
  // Its later steps can be shorter than the time between two looks of a check: they are recorded as they show.
  const steps = await recordShown(page, '[data-testid=loading-overlay] [role=status]');
  const progress = await recordShown(
    page,
    '[data-testid=loading-overlay] [role=progressbar]',
    'aria-valuenow',
  );
  const alertTitles = await recordAlertTitles(page);
  await submit.click();

  const overlay = page.getByRole('dialog', { name: 'Please Wait! Project is Uploading...' });
  await expect(overlay).toBeInViewport({ ratio: 1 });
  await expect(overlay).toBeFocused();
  const bar = overlay.getByRole('progressbar', { name: 'Files uploaded' });
  await expect(bar).toBeVisible();
  // Part-way: more than nothing, not yet everything.
  await expect
    .poll(async () => (await progress()).map(Number).some((percent) => percent > 0 && percent < 100), {
      timeout: 15_000,
    })
    .toBe(true);
  // Tab does not leave the overlay for the form behind it, nor does a click on its backdrop.
  await page.keyboard.press('Tab');
  await expect(overlay).toBeFocused();
  await page.mouse.click(4, 4);
  await expect(overlay).toBeFocused();

  // Once the files are up, the overlay says the server is at work, until the answer closes it with the alert.
  await expect.poll(steps, { timeout: 30_000 }).toContain('Files sent. The server is preparing the images…');
  await expect.poll(alertTitles, { timeout: 30_000 }).toContain('Project Submitted Succesfully.');
  expect(await steps()).toEqual(['Sending the files…', 'Files sent. The server is preparing the images…']);
  await expect(overlay).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
});

test('a failed upload says so and keeps what the owner typed', async ({ page }) => {
  const title = `Failed upload ${randomUUID().slice(0, 8)}`;
  await signIn(page, OWNER_ACCOUNT);
  await page.goto('/dashboard/add-project');
  await fillProjectForm(page, {
    ...PYTHON_BACKEND,
    title,
    purpose: 'Lose the connection.',
    description: 'The network drops.',
  });
  await page.getByLabel('Main Image', exact).setInputFiles(await pngFile('cover.png', '#f59e0b'));
  await page.route('**/api/projects', (route) => route.abort('internetdisconnected'));

  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByText('Something went wrong!')).toBeVisible();
  await pressUntil(page.getByRole('button', { name: 'OK' }), () =>
    expect(page.getByText('Something went wrong!')).toBeHidden({ timeout: 5_000 }),
  );
  await expect(page.getByRole('dialog', { name: 'Please Wait! Project is Uploading...' })).toBeHidden();
  await expect(page.getByLabel('Project Title', exact)).toHaveValue(title);
  await expect(page.getByLabel('Description', exact)).toHaveValue('The network drops.');
  await expect(page.getByRole('list', { name: 'Chosen main image' }).getByRole('img')).toBeVisible();
});
