import { escapeHtml } from '@portfolio/common';
import { Router } from 'express';
import { listPosts } from '../data/posts';
import { listProjects } from '../data/projects';
import { publicCache } from '../http/cache';
import { pageRenderer } from '../services/page-renderer';
import { spaShell } from '../services/spa-shell';

const DESCRIPTION_LENGTH = 200;

/** Routes for crawlers: the sitemap (robots.txt is static; the pages' preview tags are rendered with the pages). */
export const discoveryRouter = Router();

/**
 * The site's address, as the web build wrote it into the page's `og:url` (from VITE_SITE_URL). Never the request's
 * host: a forwarded Host header is the caller's to write, and these answers are cached for everyone.
 */
export function siteOrigin(): string {
  const url = /<meta\s+property="og:url"\s+content="([^"]+)"/.exec(spaShell())?.[1];
  if (!url) throw new Error('The web build wrote no og:url into index.html');
  return new URL(url).origin;
}

export function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…` : flat;
}

discoveryRouter.get('/sitemap.xml', publicCache, async (_req, res) => {
  const origin = siteOrigin();
  const [published, posts] = await Promise.all([listProjects(), listPosts()]);
  const entries = [
    ...pageRenderer().SITEMAP_PATHS.map((route) => ({ loc: `${origin}${route}`, lastmod: undefined })),
    ...published.map((project) => ({
      loc: `${origin}/project/${project._id}`,
      lastmod: project.updatedAt.slice(0, 10),
    })),
    ...posts.map((post) => ({ loc: `${origin}/writing/${post.slug}`, lastmod: post.updatedAt.slice(0, 10) })),
  ];
  const urls = entries
    .map(({ loc, lastmod }) => {
      const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
      return `  <url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
    })
    .join('\n');
  res
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
});
