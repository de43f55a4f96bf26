// @vitest-environment node
// Published pages are files served to everyone for good: every field of the site content, of a project and of a
// post that reaches a page must arrive escaped, whichever page shows it, in its markup, its head and its JSON.
import { DEFAULT_SITE_CONTENT, type Post, type Project, type SiteContent } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '@/features/projects/project.fixture';
import { renderPage, SITEMAP_PATHS, type PublicReads } from './render-page';

const ATTACK = `"'><img src=x onerror=alert(1)></script><script>alert(1)</script>`;
/**
 * Fields that are not free text the owner types: ids, slugs, the category (a route), dates, a result (parsed) and a
 * post's HTML (the server's Markdown renderer wrote it, escaping what the owner typed).
 */
const KEPT = new Set([
  ...['_id', 'id', 'slug', 'category', 'createdAt', 'updatedAt', 'publishedAt', 'startDate', 'endDate'],
  ...['result', 'html'],
]);

/** Every free-text string of a value with the attack appended. */
function hostile<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (KEPT.has(key) ? value : `${value}${ATTACK}`) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => hostile(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, hostile(inner, name)]),
    ) as T;
  }
  return value;
}

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Site</title>
<meta name="description" content="d" /><meta property="og:title" content="t" />
<meta property="og:description" content="d" /><meta name="twitter:title" content="t" />
<meta name="twitter:description" content="d" /></head><body><div id="root"></div></body></html>`;

const site: SiteContent = hostile(structuredClone(DEFAULT_SITE_CONTENT));
const project: Project = hostile(projectFixture({ _id: 'hostile' }));
const post: Post = hostile({
  ...{ id: 'hostile', slug: 'hostile', title: 'Title', summary: 'Summary', tags: ['code'], published: true },
  ...{ publishedAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z', readingMinutes: 1 },
  ...{
    html: '<h2 id="one">One</h2>',
    headings: ['One', 'Two', 'Three'].map((text) => ({ id: 'one', text, level: 2 })),
  },
  newer: { slug: 'newer', title: 'Newer' },
  older: null,
} as Post);
const reads: PublicReads = {
  site: async () => site,
  bestProjects: async () => [project],
  categoryProjects: async () => [project],
  project: async (id) => (id === project._id ? project : undefined),
  posts: async () => [post],
  post: async (slug) => (slug === post.slug ? post : undefined),
  wholePosts: async () => [post],
};

describe('every published page escapes every field', () => {
  const pages = [...SITEMAP_PATHS, '/project/hostile', '/writing/hostile', '/writing/tag/code', '/404.html'];
  it.each(pages)('%s', async (url) => {
    const { html } = await renderPage(url, TEMPLATE, reads);
    expect(html).toContain('alert(1)');
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toMatch(/<script>alert/i);
    expect(html).not.toMatch(/<\/script><script>/i);
  });
});
