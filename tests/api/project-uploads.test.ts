import { VALIDATION_MESSAGES as M } from '@portfolio/common';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { projectState, validProjectFields } from './fixtures';
import { file, multipart, png, pngFile } from './uploads';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

describe('hostile uploads: 4xx, nothing written, no file left', () => {
  async function expectRefused(form: FormData | string, status: number, contentType?: string) {
    const before = await projectState();
    const response = await api('/projects', {
      method: 'POST',
      headers: { ...admin.bearer, ...(contentType ? { 'Content-Type': contentType } : {}) },
      ...(typeof form === 'string' ? { body: form } : { form }),
    });
    expect(response.status).toBe(status);
    expect(await projectState()).toEqual(before);
    return jsonOf<{ error: { code: string; fields?: Record<string, string> } }>(response);
  }

  it('a 6 MB image: 413', async () => {
    const big = Buffer.concat([await png(), randomBytes(6 * 1024 * 1024)]);
    const body = await expectRefused(multipart(validProjectFields, { image: [file(big, 'big.png')] }), 413);
    expect(body.error.fields?.image).toBe(M.imageTooLarge);
  });

  it('a text file named .png: 415', async () => {
    const body = await expectRefused(
      multipart(validProjectFields, { image: [file('just some text', 'notes.png')] }),
      415,
    );
    expect(body.error.fields?.image).toBe(M.imageType);
  });

  it('an SVG carrying a script: 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await expectRefused(
      multipart(validProjectFields, { image: [file(svg, 'logo.svg', 'image/svg+xml')] }),
      415,
    );
  });

  it('a screenshot that is not an image, after a valid main image: 415', async () => {
    const form = multipart(validProjectFields, {
      image: [await pngFile('ok.png')],
      screenshots: [await pngFile('ok2.png'), file('%PDF-1.4', 'doc.png')],
    });
    const body = await expectRefused(form, 415);
    expect(body.error.fields?.screenshots).toBe(M.imageType);
  });

  it('an image whose bytes start right but do not decode: 400', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 40), randomBytes(200)]);
    await expectRefused(multipart(validProjectFields, { image: [file(broken, 'broken.png')] }), 400);
  });

  it('a 1 MB title: 413', async () => {
    const form = multipart(
      { ...validProjectFields, title: 't'.repeat(1024 * 1024) },
      { image: [await pngFile('a.png')] },
    );
    await expectRefused(form, 413);
  });

  it('more than 10 screenshots: 400', async () => {
    const shots = await Promise.all(Array.from({ length: 11 }, (_, i) => pngFile(`s${i}.png`)));
    const form = multipart(validProjectFields, { image: [await pngFile('a.png')], screenshots: shots });
    await expectRefused(form, 400);
  });

  it('JSON where multipart is expected: 415', async () => {
    await expectRefused(JSON.stringify(validProjectFields), 415, 'application/json');
  });

  it('a truncated multipart body: 400', async () => {
    const boundary = 'xBoundary42';
    const truncated = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="title"',
      '',
      'Cut short',
      `--${boundary}`,
      'Content-Disposition: form-data; name="image"; filename="a.png"',
      'Content-Type: image/png',
      '',
      '\x89PNG partial',
    ].join('\r\n');
    await expectRefused(truncated, 400, `multipart/form-data; boundary=${boundary}`);
  });
});
