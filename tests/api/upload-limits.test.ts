// Saves as the platform bounds them: one total for a multipart request under Cloud Functions' 32 MB cap, the
// largest legal save, the pixel limit, and a retried save that must not make a second project.
import {
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  VALIDATION_MESSAGES as M,
} from '@portfolio/common';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { largestLegalSave } from '../../scripts/lib/largest-legal-save';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { storedFiles } from './backend';
import { projectsMadeHere, projectState, validProjectFields } from './fixtures';
import { file, multipart, pngFile } from './uploads';

let admin: TestAccount;
const made = projectsMadeHere(() => admin);

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

interface ProjectAnswer {
  data: { _id: string; image: string; screenshots: string[] };
}

async function postProject(form: FormData, headers: Record<string, string> = {}) {
  return made.remember(
    await api('/projects', { method: 'POST', headers: { ...admin.bearer, ...headers }, form }),
  );
}

describe('the total of one multipart request', () => {
  it('over the limit: 413 with the JSON error that gives the total and the limit, and nothing stored', async () => {
    const before = await projectState();
    // Six files under the per-image limit that together pass the request's total.
    const part = Math.ceil((MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) / 6) + 1024;
    const screenshots = Array.from({ length: 6 }, (_, i) => file(randomBytes(part), `big-${i}.png`));
    const response = await postProject(
      multipart(validProjectFields, { image: [await pngFile('cover.png')], screenshots }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const { error } = await jsonOf<{ error: { code: string; message: string } }>(response);
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toMatch(/These images add up to 2[5-9]\.\d MB; one save can send at most 24\.0 MB/);
    expect(await projectState()).toEqual(before);
  });

  it('the largest legal save (every image, the whole total, the most pixels) is stored, re-encoded', async () => {
    const save = await largestLegalSave();
    expect(save.totalBytes).toBeGreaterThan(MAX_UPLOAD_BYTES * 0.99);
    expect(save.totalBytes).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const response = await postProject(
      multipart(validProjectFields, {
        image: [file(save.image, 'main.jpg', 'image/jpeg')],
        screenshots: save.screenshots.map((bytes, i) => file(bytes, `shot-${i}.jpg`, 'image/jpeg')),
      }),
    );
    expect(response.status).toBe(201);
    const { data } = await jsonOf<ProjectAnswer>(response);
    expect(data.screenshots).toHaveLength(save.screenshots.length);
    // Every image and its thumbnail, as WebP.
    const files = await storedFiles(`projects/${data._id}/`);
    expect(files).toHaveLength(2 * (save.screenshots.length + 1));
    expect(files.every((name) => name.endsWith('.webp'))).toBe(true);
    const stored = await (await fetch(data.image)).arrayBuffer();
    const { format, width } = await sharp(Buffer.from(stored)).metadata();
    expect({ format, width }).toEqual({ format: 'webp', width: 1600 });
  }, 120_000);

  it('an image of more pixels than the API decodes: 400 with its message, nothing stored', async () => {
    const before = await projectState();
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 8;
    const tooLarge = await sharp({ create: { width: side, height: side, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const response = await postProject(
      multipart(validProjectFields, { image: [file(tooLarge, 'huge.png')] }),
    );
    expect(response.status).toBe(400);
    const { error } = await jsonOf<{ error: { fields: Record<string, string> } }>(response);
    expect(error.fields.image).toBe(M.imageTooManyPixels);
    expect(await projectState()).toEqual(before);
  }, 60_000);
});

describe('a retried save', () => {
  const form = async () =>
    multipart(
      { ...validProjectFields, title: 'Retried save' },
      { image: [await pngFile('cover.png')], screenshots: [await pngFile('one.png')] },
    );

  it('after the first was stored: answers that project, and makes no second one', async () => {
    const key = randomUUID();
    const before = await projectState();
    const first = await postProject(await form(), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const created = await jsonOf<ProjectAnswer>(first);
    const retry = await postProject(await form(), { 'Idempotency-Key': key });
    expect(retry.status).toBe(200);
    expect((await jsonOf<ProjectAnswer>(retry)).data).toEqual(created.data);
    expect((await projectState()).count).toBe(before.count + 1);
    expect(await storedFiles(`projects/${created.data._id}/`)).toHaveLength(4);
  });

  it('while the first still runs: one project, and no file of the other attempt left behind', async () => {
    const key = randomUUID();
    const before = await projectState();
    const answers = await Promise.all([
      postProject(await form(), { 'Idempotency-Key': key }),
      postProject(await form(), { 'Idempotency-Key': key }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const [one, other] = await Promise.all(answers.map((answer) => jsonOf<ProjectAnswer>(answer)));
    expect(one?.data._id).toBe(other?.data._id);
    expect((await projectState()).count).toBe(before.count + 1);
    expect(await storedFiles(`projects/${one?.data._id}/`)).toHaveLength(4);
  });

  it('different keys are different projects', async () => {
    const before = await projectState();
    const [a, b] = await Promise.all([
      postProject(await form(), { 'Idempotency-Key': randomUUID() }),
      postProject(await form(), { 'Idempotency-Key': randomUUID() }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await projectState()).count).toBe(before.count + 2);
  });
});
