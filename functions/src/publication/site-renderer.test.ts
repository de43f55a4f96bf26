import type { Project, SiteContent } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '@portfolio/common';
import type { PublicContent } from './public-content';
import { renderSite, type RenderTools } from './site-renderer';

const STORAGE = 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o';
const stored = (path: string) => `${STORAGE}/${encodeURIComponent(path)}?alt=media&token=t-${path.length}`;
const ATTACK = `"'><script>alert(1)</script>`;

const site = { name: `Owner${ATTACK}`, photo: { src: stored('site/photo.webp') } } as unknown as SiteContent;

function project(id: string, title = id): Project {
  return {
    _id: id,
    title,
    description: `About ${title}${ATTACK}`,
    image: stored(`projects/${id}/main.webp`),
    thumbnail: stored(`projects/${id}/thumb.webp`),
    screenshots: [],
    screenshotThumbnails: [],
    updatedAt: '2026-11-26T10:00:00.000Z',
  } as unknown as Project;
}

const TEMPLATE = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** A renderer that shows what it was given: the URL, and the content as JSON (as the web's renderer embeds it). */
function tools(fail?: string): RenderTools {
  return {
    template: TEMPLATE,
    origin: 'https://owner.example',
    renderer: {
      SITEMAP_PATHS: ['/', '/about', '/projects/all'],
      async renderPage(url, _template, reads): Promise<RenderedPage> {
        if (url === fail) throw new Error(`${url} failed`);
        const shown = await reads.site();
        const id = /^\/project\/(.+)$/.exec(url)?.[1];
        const found = id === undefined ? undefined : await reads.project(id);
        const list = url === '/projects/all' ? await reads.categoryProjects('all') : [];
        const status = url === '/404.html' || (id !== undefined && !found) ? 404 : 200;
        const html = `<html><head></head><body>${url} ${JSON.stringify({ shown, found, list })}</body></html>`;
        return { status, html, site: shown, project: found };
      },
    },
  };
}

const content = (projects: Project[]): PublicContent => ({
  site,
  projects,
  media: new Map(
    ['site/photo.webp', ...projects.map((p) => `projects/${p._id}/main.webp`)].map((path) => [
      path,
      Buffer.from(path),
    ]),
  ),
});

describe('renderSite', () => {
  it('renders every page, each project, the 404 page and the sitemap, with the stored files they show', async () => {
    const files = await renderSite(content([project('p1'), project('p2')]), tools());
    expect([...files.keys()].sort()).toEqual([
      '/404.html',
      '/about/index.html',
      '/files/projects/p1/main.webp',
      '/files/projects/p2/main.webp',
      '/files/site/photo.webp',
      '/index.html',
      '/project/p1/index.html',
      '/project/p2/index.html',
      '/projects/all/index.html',
      '/sitemap.xml',
    ]);
    expect(files.get('/files/site/photo.webp')?.toString()).toBe('site/photo.webp');
  });

  it('names stored files by their published path, never by a token URL the file would ignore', async () => {
    const files = await renderSite(content([project('p1')]), tools());
    const page = files.get('/project/p1/index.html')!.toString();
    expect(page).toContain('"/files/projects/p1/main.webp"');
    expect(page).toContain('"/files/site/photo.webp"');
    expect(page).not.toContain('token=');
    // A link preview needs the whole address.
    expect(page).toContain('content="https://owner.example/files/projects/p1/main.webp"');
  });

  it("escapes what the function adds to a project's head and the sitemap", async () => {
    const files = await renderSite(content([project('p1', `Title${ATTACK}`)]), tools());
    const head = files.get('/project/p1/index.html')!.toString().split('</head>')[0]!;
    expect(head).toContain('Title&quot;&#39;&gt;&lt;script&gt;');
    expect(head).not.toContain('<script>');
    expect(files.get('/sitemap.xml')!.toString()).toContain('<loc>https://owner.example/project/p1</loc>');
  });

  it('leaves a project whose id is no plain file name to the function', async () => {
    const files = await renderSite(content([project('../x')]), tools());
    expect([...files.keys()].filter((path) => path.startsWith('/project/'))).toEqual([]);
  });

  it('fails whole when a page fails to render or answers another status', async () => {
    await expect(renderSite(content([project('p1')]), tools('/about'))).rejects.toThrow('/about failed');
    const notFound = tools();
    const render = notFound.renderer.renderPage;
    notFound.renderer.renderPage = async (url, ...rest) => ({ ...(await render(url, ...rest)), status: 404 });
    await expect(renderSite(content([]), notFound)).rejects.toThrow('status 404');
  });
});
