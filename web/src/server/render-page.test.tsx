// @vitest-environment node
// A project page is rendered with its project, whether it shows the main image or one of the screenshots; an
// unknown id is the 404 page. The writing's pages: a post with its neighbours, one tag's list on a path of its own.
import { DEFAULT_SITE_CONTENT, type Post, type PublicReads } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { projectFixture } from '@/features/projects/project.fixture';
import { renderPage } from './render-page';

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>`;
const project = projectFixture({ _id: 'p1', title: 'Harbour Tides' });

function post(slug: string, title: string, tags: string[]): Post {
  const day = '2026-11-20T09:00:00.000Z';
  return {
    ...{ id: slug, slug, title, summary: `About ${title}`, tags, published: true, publishedAt: day },
    ...{ updatedAt: day, readingMinutes: 2, html: `<p>The body of ${title}</p>`, headings: [] },
  };
}
const posts = [post('typed-handlers', 'Typed Handlers', ['TypeScript']), post('go-tips', 'Go Tips', ['Go'])];

const reads: PublicReads = {
  site: async () => DEFAULT_SITE_CONTENT,
  bestProjects: async () => [project],
  categoryProjects: async () => [project],
  project: async (id) => (id === project._id ? project : undefined),
  posts: async () => posts,
  post: async (slug) => posts.find((one) => one.slug === slug),
  wholePosts: async () => posts,
};

describe('a project page', () => {
  it.each(['/project/p1', '/project/p1/picture/2'])('%s shows the project, titled by it', async (url) => {
    const page = await renderPage(url, TEMPLATE, reads);
    expect(page.status).toBe(200);
    expect(page.project?._id).toBe('p1');
    expect(page.html).toMatch(/<title>[^<]*Harbour Tides/);
    expect(page.html).toMatch(/<h1[^>]*>[^<]*Harbour Tides/);
  });

  it.each(['/project/nowhere', '/project/nowhere/picture/2'])('%s is the 404 page', async (url) => {
    const page = await renderPage(url, TEMPLATE, reads);
    expect(page.status).toBe(404);
    expect(page.project).toBeUndefined();
  });
});

describe('the writing', () => {
  it("renders a post's page with its post, and an unknown slug as the 404 page", async () => {
    const page = await renderPage(paths.post('go-tips'), TEMPLATE, reads);
    expect(page.status).toBe(200);
    expect(page.post?.slug).toBe('go-tips');
    expect(page.html).toContain('<p>The body of Go Tips</p>');
    const unknown = await renderPage(paths.post('nowhere'), TEMPLATE, reads);
    expect(unknown.status).toBe(404);
    expect(unknown.post).toBeUndefined();
  });

  it("lists one tag's posts at a path of its own, linked from the list, not indexed", async () => {
    const list = await renderPage(paths.writing, TEMPLATE, reads);
    expect(list.html).toContain(`href="${paths.writingTag('Go')}"`);
    expect(list.html).not.toContain('noindex');
    const page = await renderPage(paths.writingTag('Go'), TEMPLATE, reads);
    expect(page.status).toBe(200);
    // The page's markup (its data for the app holds the whole list, as the list's does).
    const root = page.html.slice(page.html.indexOf('<div id="root">'), page.html.indexOf('id="page-data"'));
    expect(root).toContain('Go Tips');
    expect(root).not.toContain('Typed Handlers');
    expect(page.html).toContain('<meta name="robots" content="noindex, follow" />');
  });
});
