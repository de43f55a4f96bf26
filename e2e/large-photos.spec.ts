import { MAX_UPLOAD_BYTES, UPLOAD_LONGEST_SIDE_PX } from '@portfolio/common';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bearerOf, OWNER_ACCOUNT, signIn } from './support/accounts';
import { recordAlertTitles } from './support/alerts';
import { fillProjectForm } from './support/project-form';

const exact = { exact: true } as const;

/** A 12-megapixel photo as a phone camera saves it: detail everywhere (noise), several MB of JPEG. */
async function phonePhoto() {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6b8e23',
      noise: { type: 'gaussian', mean: 120, sigma: 28 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** What the next multipart request carries, as the page hands it to XMLHttpRequest (the form's own upload path). */
async function recordUploads(page: Page): Promise<void> {
  await page.evaluate(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        (window as unknown as { sentFiles: File[] }).sentFiles = [...body.values()].filter(
          (value): value is File => value instanceof File,
        );
      }
      return send.call(this, body);
    };
  });
}

/** The size, type and pixel size of every file the recorded request carried. */
function sentFiles(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      (window as unknown as { sentFiles: File[] }).sentFiles.map(async (file) => {
        const bitmap = await createImageBitmap(file);
        return { size: file.size, type: file.type, width: bitmap.width, height: bitmap.height };
      }),
    ),
  );
}

test('four large phone photos go up as one request under the limit, and are stored re-encoded', async ({
  page,
}) => {
  // The form prepares four 12-megapixel photos (up to 30 s, the wait below) and the function re-encodes them (about
  // 4 s): the whole journey took 66-74 s beside two other journeys on a quiet machine. About four times that, for a
  // machine half as fast.
  test.setTimeout(300_000);
  // One photo, picked four times (making one takes about a second of processor); the form prepares each file anew.
  const photo = await phonePhoto();
  const photos = ['main.jpg', 'one.jpg', 'two.jpg', 'three.jpg'].map((name) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: photo,
  }));
  const pickedBytes = photos.reduce((total, photo) => total + photo.buffer.length, 0);
  for (const photo of photos) expect(photo.buffer.length).toBeGreaterThan(3 * 1024 * 1024);
  // Sent as picked, they would not fit in one save.
  expect(pickedBytes).toBeGreaterThan(MAX_UPLOAD_BYTES * 0.5);

  await signIn(page, OWNER_ACCOUNT);
  await page.goto('/dashboard/add-project');
  await fillProjectForm(page, {
    title: `Phone photos ${randomUUID().slice(0, 8)}`,
    purpose: 'Photos straight from a phone.',
    category: 'App Development',
    type: 'Frontend',
    status: 'In Complete',
    startDate: '2026-03-01',
    technologies: 'Camera',
    description: 'Four 12-megapixel photos.',
  });
  await page.getByLabel('Main Image', exact).setInputFiles(photos[0]!);
  await expect(page.getByRole('list', { name: 'Chosen main image' }).getByRole('img')).toBeVisible();
  await page.getByLabel('Screenshots', exact).setInputFiles(photos.slice(1));
  await expect(page.getByRole('list', { name: 'Chosen screenshots' }).getByRole('img')).toHaveCount(3);
  // The form prepares the photos in the browser (decoding, scaling, encoding); saving waits for it.
  await expect(page.getByText('Preparing the images…')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('Publish now').uncheck();

  await recordUploads(page);
  // The success alert closes by itself, maybe while the sent files are measured below.
  const alertTitles = await recordAlertTitles(page);
  const [request] = await Promise.all([
    page.waitForRequest((sent) => sent.url().endsWith('/api/projects') && sent.method() === 'POST'),
    page.getByRole('button', { name: 'Add Project' }).click(),
  ]);
  const sent = await sentFiles(page);
  expect(sent).toHaveLength(4);
  const sentBytes = sent.reduce((total, file) => total + file.size, 0);
  expect(sentBytes).toBeLessThan(MAX_UPLOAD_BYTES);
  expect(sentBytes).toBeLessThan(pickedBytes / 2);
  // Each photo went up downsized to the longest side the form sends, and re-encoded.
  for (const file of sent) {
    expect(Math.max(file.width, file.height)).toBe(UPLOAD_LONGEST_SIDE_PX);
    expect(file.type).toMatch(/^image\/(webp|jpeg)$/);
  }
  const response = await request.response();
  expect(response?.status()).toBe(201);
  const { data } = (await response?.json()) as {
    data: { _id: string; image: string; screenshots: string[] };
  };
  await expect.poll(alertTitles).toContain('Project Submitted Succesfully.');

  // The server re-encoded every image: WebP, at most 1600 px wide.
  expect(data.screenshots).toHaveLength(3);
  for (const url of [data.image, ...data.screenshots]) {
    const stored = await fetch(url);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    const { format, width } = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(format).toBe('webp');
    expect(width).toBeLessThanOrEqual(1600);
  }

  const removed = await fetch(`http://127.0.0.1:5000/api/projects/${data._id}`, {
    method: 'DELETE',
    headers: await bearerOf(OWNER_ACCOUNT),
  });
  expect(removed.status).toBe(200);
});
