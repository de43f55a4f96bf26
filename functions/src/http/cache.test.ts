import { describe, expect, it } from 'vitest';
import { PUBLIC_S_MAXAGE_S } from '../config/cache';
import { withApp } from '../testing/serve';
import { immutableCache, privateNoStore, publicCache } from './cache';

/** An app whose routes answer with an ETag, as Express's own do, behind each cache policy. */
function cacheApp(app: import('express').Express) {
  app.get('/public', publicCache, (_req, res) => void res.send('public answer'));
  app.get('/immutable', immutableCache, (_req, res) => void res.send('file'));
  app.get('/private', privateNoStore, (_req, res) => void res.json({ mine: true }));
}

describe('cache headers', () => {
  it('let the CDN keep public answers five minutes while browsers revalidate', async () => {
    await withApp(cacheApp, async (base) => {
      const response = await fetch(`${base}/public`);
      expect(response.headers.get('cache-control')).toBe(
        `public, max-age=0, must-revalidate, s-maxage=${PUBLIC_S_MAXAGE_S}`,
      );
      expect(PUBLIC_S_MAXAGE_S).toBe(300);
    });
  });

  it('answer a revalidation with 304 even when the proxy adds no-cache, as Hosting does', async () => {
    await withApp(cacheApp, async (base) => {
      for (const path of ['/public', '/immutable']) {
        const etag = (await fetch(`${base}${path}`)).headers.get('etag') ?? '';
        const again = await fetch(`${base}${path}`, {
          headers: { 'If-None-Match': etag, 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
        });
        expect(again.status, path).toBe(304);
      }
    });
  });

  it('keep unchanging files a year, and never store answers that depend on who asks', async () => {
    await withApp(cacheApp, async (base) => {
      expect((await fetch(`${base}/immutable`)).headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
      expect((await fetch(`${base}/private`)).headers.get('cache-control')).toBe('private, no-store');
    });
  });
});
