import type { Plugin } from 'vite';

/** Paths crawlers are asked to leave alone: pages that exist only for a signed-in user. */
const PRIVATE_PATHS = ['/dashboard', '/profile'];

/**
 * Emits robots.txt at build time. The sitemap must be named by an absolute URL, so the site's address comes from
 * VITE_SITE_URL (the local Hosting emulator by default). A static file, because the Functions emulator refuses to
 * route /robots.txt to a function.
 */
export function robotsTxt(siteUrl: string): Plugin {
  return {
    name: 'robots-txt',
    apply: 'build',
    generateBundle() {
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
        `Sitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml`,
        '',
      ];
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: lines.join('\n') });
    },
  };
}
