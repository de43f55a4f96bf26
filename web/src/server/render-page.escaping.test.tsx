// @vitest-environment node
// Published pages are files served to everyone for good: every field of the site content and of a project that
// reaches a page must arrive escaped, whichever page shows it, in its markup, its head and its JSON.
import { DEFAULT_SITE_CONTENT, type Project, type SiteContent } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { projectFixture } from '@/features/projects/project.fixture';
import { renderPage, SITEMAP_PATHS, type PublicReads } from './render-page';

const ATTACK = `"'><img src=x onerror=alert(1)></script><script>alert(1)</script>`;
/** Fields that are not free text the owner types: ids, the category (a route), dates and a result (parsed). */
const KEPT = new Set(['_id', 'category', 'createdAt', 'updatedAt', 'startDate', 'endDate', 'result']);

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
const reads: PublicReads = {
  site: async () => site,
  bestProjects: async () => [project],
  categoryProjects: async () => [project],
  project: async (id) => (id === project._id ? project : undefined),
};

describe('every published page escapes every field', () => {
  it.each([...SITEMAP_PATHS, '/project/hostile', '/404.html'])('%s', async (url) => {
    const { html } = await renderPage(url, TEMPLATE, reads);
    expect(html).toContain('alert(1)');
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toMatch(/<script>alert/i);
    expect(html).not.toMatch(/<\/script><script>/i);
  });
});
