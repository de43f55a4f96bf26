import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from './api-client';

const SECURITY_HEADERS = {
  'strict-transport-security': /^max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
};

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS))
    expect(response.headers.get(name)).toMatch(pattern);
}

describe('security and caching headers from Hosting', () => {
  it('the published pages: the security headers, revalidated by every browser', async () => {
    // Files of the last publication; Hosting's CDN keeps them until the next release, which clears it.
    for (const path of ['/', '/about', '/projects/all', '/project/seed-shopfront', '/sitemap.xml']) {
      const response = await fetch(`${SITE_ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('the pages the function renders: the security headers, and never kept stale by a browser', async () => {
    // The signed-in areas (as their frame) and any page without a file: revalidated by every browser, kept by the
    // CDN for five minutes at most.
    for (const path of ['/signIn', '/dashboard/my-projects', '/profile']) {
      const response = await fetch(`${SITE_ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=0, must-revalidate, s-maxage=300',
      );
    }
  });

  it('a file of the site (an image, the CV): revalidated by every browser', async () => {
    for (const path of ['/images/owner-portrait.svg', '/cv/tanvir-ahmed-cv.pdf', '/robots.txt']) {
      const response = await fetch(`${SITE_ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expectSecurityHeaders(response);
    }
  });

  it('a hashed asset: cached for a year, immutable', async () => {
    const asset = readdirSync('web/dist/assets').find((name) => name.endsWith('.js'));
    const response = await fetch(`${SITE_ORIGIN}/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });

  it('an API answer keeps its own caching, with the security headers', async () => {
    const response = await fetch(`${SITE_ORIGIN}/api/best-projects`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=300');
    expectSecurityHeaders(response);
  });
});
