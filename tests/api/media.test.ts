import { siteImageUrl, type Project } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { api, jsonOf, SITE_ORIGIN } from './api-client';

/** The seeded project's main image: its Cloud Storage URL and the same image on the site. */
async function seededImage(): Promise<{ storageUrl: string; siteUrl: string }> {
  const project = await jsonOf<Project>(await api('/projects/seed-shopfront'));
  return { storageUrl: project.image, siteUrl: `${SITE_ORIGIN}${siteImageUrl(project.image)}` };
}

describe('GET /media/v0/b/{bucket}/o/{path}?token=…: stored images on the site', () => {
  it('answers the same bytes as Cloud Storage, kept for a year by browsers and the CDN', async () => {
    const { storageUrl, siteUrl } = await seededImage();
    expect(siteUrl).toMatch(/^http:\/\/127\.0\.0\.1:5000\/media\/v0\/b\//);
    const [fromSite, fromStorage] = await Promise.all([fetch(siteUrl), fetch(storageUrl)]);
    expect(fromSite.status).toBe(200);
    expect(fromSite.headers.get('content-type')).toBe('image/webp');
    expect(fromSite.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromSite.arrayBuffer())).toEqual(Buffer.from(await fromStorage.arrayBuffer()));

    // The same file where a proxy has decoded the path's `%2F` into slashes.
    const decoded = await fetch(siteUrl.replaceAll('%2F', '/'));
    expect(decoded.status).toBe(200);
    expect(decoded.headers.get('content-type')).toBe('image/webp');

    const etag = fromSite.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(siteUrl, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('404, never the file, without its download token or with another one, and for another bucket', async () => {
    const { siteUrl } = await seededImage();
    const url = new URL(siteUrl);
    const withToken = (token: string | undefined) => {
      const changed = new URL(url);
      if (token === undefined) changed.searchParams.delete('token');
      else changed.searchParams.set('token', token);
      return changed.href;
    };
    const otherBucket = url.href.replace('/b/demo-portfolio.appspot.com/', '/b/someone-else.appspot.com/');
    for (const target of [withToken(undefined), withToken(''), withToken('not-the-token'), otherBucket]) {
      const response = await fetch(target);
      expect(response.status, target).toBe(404);
      expect(response.headers.get('content-type'), target).toContain('application/json');
    }
  });

  it('404 for a path with no file', async () => {
    const { siteUrl } = await seededImage();
    const missing = siteUrl.replace(/o\/[^?]+/, 'o/projects%2Fnope%2Fmissing.webp');
    expect((await fetch(missing)).status).toBe(404);
  });
});
