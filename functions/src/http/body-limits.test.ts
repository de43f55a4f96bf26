import { formatMegabytes, MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@portfolio/common';
import express from 'express';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { withApp } from '../testing/serve';
import {
  bodySizeLimit,
  JSON_BODY_LIMIT_BYTES,
  jsonDepthLimit,
  MULTIPART_BODY_LIMIT_BYTES,
} from './body-limits';

/** The app's order: the size is checked before any body is read, the depth once JSON is parsed. */
function bodyApp(app: express.Express) {
  app.use(bodySizeLimit);
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  app.use(jsonDepthLimit);
  app.post('/echo', (req, res) => void res.json({ received: req.body as unknown }));
}

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { child: nested(depth - 1) });

describe('body limits', () => {
  it('passes JSON within the size and depth limits', async () => {
    await withApp(bodyApp, async (base) => {
      const response = await fetch(`${base}/echo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(nested(7)),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: nested(7) });
    });
  });

  it('refuses JSON nested deeper than any form with a 400', async () => {
    await withApp(bodyApp, async (base) => {
      const response = await fetch(`${base}/echo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(nested(9)),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'bad_request', message: 'The JSON body is nested too deeply.' },
      });
    });
  });

  it('refuses a JSON body over its limit with a 413, naming the limit', async () => {
    await withApp(bodyApp, async (base) => {
      const response = await fetch(`${base}/echo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }),
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        `The request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes.`,
      );
    });
  });

  it('refuses a multipart body over the upload total by its declared length, before reading it', async () => {
    await withApp(bodyApp, async (base) => {
      // The declared length is what is checked: the body itself never has to arrive.
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${base}/echo`, {
          method: 'POST',
          headers: {
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': MULTIPART_BODY_LIMIT_BYTES + 1,
          },
        });
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
            request.destroy();
          });
        });
        request.on('error', reject);
        request.write('--x\r\n');
      });
      expect(status).toBe(413);
      const { error } = JSON.parse(body) as { error: { code: string; message: string } };
      expect(error.code).toBe('payload_too_large');
      expect(error.message).toBe(
        VALIDATION_MESSAGES.uploadTooLarge(
          formatMegabytes(MULTIPART_BODY_LIMIT_BYTES + 1),
          formatMegabytes(MAX_UPLOAD_BYTES),
        ),
      );
    });
  });

  it('does not walk an upload: the platform hands it over as a Buffer, whose bytes have no depth', async () => {
    let bytesVisited = false;
    await withApp(
      (app) => {
        // As Cloud Functions does: every body it does not parse as JSON, text or a form arrives as a Buffer.
        app.use(express.raw({ type: '*/*', limit: MULTIPART_BODY_LIMIT_BYTES }));
        app.use((req, _res, next) => {
          req.body = new Proxy(req.body as Buffer, {
            ownKeys(target) {
              bytesVisited = true;
              return Reflect.ownKeys(target);
            },
          });
          next();
        });
        app.use(bodySizeLimit, jsonDepthLimit);
        app.post('/upload', (_req, res) => void res.sendStatus(204));
      },
      async (base) => {
        const response = await fetch(`${base}/upload`, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          body: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'b'.repeat(1024)}\r\n--x--\r\n`,
        });
        expect(response.status).toBe(204);
      },
    );
    expect(bytesVisited).toBe(false);
  });
});
