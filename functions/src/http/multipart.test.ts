import { MAX_IMAGE_BYTES, VALIDATION_MESSAGES as M } from '@portfolio/common';
import type express from 'express';
import { describe, expect, it } from 'vitest';
import { withApp } from '../testing/serve';
import { parseMultipart } from './multipart';

const LIMIT = 1000;
const ONE_CV = { field: 'cv', message: M.oneFileOnly('CV') };

/** A route that parses one file of at most LIMIT bytes (two on /two), and answers what it received. */
function uploadApp(app: express.Express) {
  app.post('/one', async (req, res) => {
    const form = await parseMultipart(req, 1, { maxFileBytes: LIMIT, tooManyFiles: ONE_CV });
    res.json({ sizes: form.files.map((file) => file.data.length) });
  });
  app.post('/images', async (req, res) => {
    const form = await parseMultipart(req, 2);
    res.json({ sizes: form.files.map((file) => file.data.length) });
  });
}

function post(base: string, route: string, field: string, sizes: number[]): Promise<Response> {
  const form = new FormData();
  for (const size of sizes) form.append(field, new Blob([new Uint8Array(size)]), 'file.bin');
  return fetch(`${base}${route}`, { method: 'POST', body: form });
}

interface Answer {
  sizes?: number[];
  error?: { message: string; fields?: Record<string, string> };
}

describe('multipart files at their limits', () => {
  it('takes a file of exactly the limit, whole, and refuses one byte more (413)', async () => {
    await withApp(uploadApp, async (base) => {
      const exact = await post(base, '/one', 'cv', [LIMIT]);
      expect(exact.status).toBe(200);
      expect(await exact.json()).toEqual({ sizes: [LIMIT] });
      const over = await post(base, '/one', 'cv', [LIMIT + 1]);
      expect(over.status).toBe(413);
      expect(((await over.json()) as Answer).error?.fields).toEqual({ cv: M.imageTooLarge });
    });
  });

  it('takes an image of exactly the image limit', async () => {
    await withApp(uploadApp, async (base) => {
      const exact = await post(base, '/images', 'image', [MAX_IMAGE_BYTES]);
      expect(exact.status).toBe(200);
      expect(await exact.json()).toEqual({ sizes: [MAX_IMAGE_BYTES] });
      expect((await post(base, '/images', 'image', [MAX_IMAGE_BYTES + 1])).status).toBe(413);
    });
  });

  it('answers too many files with the message of the form that sent them', async () => {
    await withApp(uploadApp, async (base) => {
      const two = await post(base, '/one', 'cv', [10, 10]);
      expect(two.status).toBe(400);
      expect(((await two.json()) as Answer).error).toMatchObject({
        message: M.oneFileOnly('CV'),
        fields: { cv: M.oneFileOnly('CV') },
      });
      const three = await post(base, '/images', 'screenshots', [10, 10, 10]);
      expect(((await three.json()) as Answer).error?.fields).toEqual({ screenshots: M.tooManyScreenshots });
    });
  });
});
