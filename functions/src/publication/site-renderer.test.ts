import {
  SEARCH_MANIFEST_PATH,
  type DocumentRow,
  type Post,
  type Project,
  type SearchManifest,
  type SiteContent,
} from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '@portfolio/common';
import { storedFilesInPosts, type PublicContent } from './public-content';
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

function post(slug: string, tags: string[], published = '2026-11-20T09:00:00.000Z'): Post {
  return {
    ...{ id: slug, slug, title: `Post ${slug}${ATTACK}`, summary: `About ${slug}`, tags, published: true },
    ...{ publishedAt: published, updatedAt: published, readingMinutes: 1, headings: [] },
    html: `<p>Body of ${slug}</p><a href="/about">about</a>`,
  };
}

const TEMPLATE =
  '<html><head><title>x</title><meta property="og:image" content="https://owner.example/og.png"></head><body><div id="root"></div></body></html>';

/** A renderer that shows what it was given: the URL, and the content as JSON (as the web's renderer embeds it). */
function tools(fail?: string): RenderTools {
  return {
    template: TEMPLATE,
    origin: 'https://owner.example',
    renderer: {
      SITEMAP_PATHS: ['/', '/about', '/projects/all', '/writing'],
      // The pages keep their JSON inline here; the web's renderer moving it into files has tests of its own.
      withJsonInFile: (html) => ({ html }),
      // Each project and post a document of its title, so that a test can tell what the index holds.
      searchDocuments: (_site, projects, posts) =>
        [...projects, ...posts].map((item) => ({
          kind: 'page',
          title: item.title,
          url: '/',
          tags: [],
          body: '',
        })),
      async renderPage(url, _template, reads): Promise<RenderedPage> {
        if (url === fail) throw new Error(`${url} failed`);
        const shown = await reads.site();
        const id = /^\/project\/(.+)$/.exec(url)?.[1];
        const found = id === undefined ? undefined : await reads.project(id);
        const list = url === '/projects/all' ? await reads.categoryProjects('all') : [];
        const slug = /^\/writing\/([^/]+)$/.exec(url)?.[1];
        const post = slug === undefined ? undefined : await reads.post(slug);
        const posts = url.startsWith('/writing') ? await reads.posts() : [];
        const unknown = (id !== undefined && !found) || (slug !== undefined && !post);
        const status = url === '/404.html' || unknown ? 404 : 200;
        const html = `<html><head></head><body>${url} ${JSON.stringify({ shown, found, list, post, posts })}</body></html>`;
        return { status, html, site: shown, project: found, post };
      },
    },
  };
}

const content = (projects: Project[], posts: Post[] = []): PublicContent => ({
  site,
  projects,
  posts,
  media: new Map(
    ['site/photo.webp', ...projects.map((p) => `projects/${p._id}/main.webp`)].map((path) => [
      path,
      Buffer.from(path),
    ]),
  ),
});

describe('renderSite', () => {
  it('publishes the search index of the content it renders, named by the manifest', async () => {
    const files = await renderSite(content([project('p1'), project('p2')]), tools());
    const manifest = JSON.parse(String(files.get(SEARCH_MANIFEST_PATH))) as SearchManifest;
    const rows = JSON.parse(String(files.get(manifest.documents))) as DocumentRow[];
    expect(rows.map(([, title]) => title)).toEqual(['p1', 'p2']);
    for (const [, file] of manifest.chunks) expect(files.has(file)).toBe(true);
    expect(manifest.documents).toMatch(/^\/files\/search\/[\w-]{16}\.json$/);
  });

  it('renders every page, each project, the 404 page and the sitemap, with the stored files they show', async () => {
    const files = await renderSite(content([project('p1'), project('p2')]), tools());
    const searchFiles = (file: string) => file === SEARCH_MANIFEST_PATH || file.startsWith('/files/search/');
    expect([...files.keys()].filter((file) => !searchFiles(file)).sort()).toEqual([
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
      '/writing/feed.xml',
      '/writing/index.html',
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

  describe('the writing', () => {
    const posts = [
      post('newest', ['TypeScript', 'c++']),
      post('older', ['typescript', 'Go'], '2026-11-01T09:00:00Z'),
    ];

    it("renders each published post's page, each tag's list with a plain name, and the feed", async () => {
      const files = await renderSite(content([], posts), tools());
      expect([...files.keys()].filter((path) => path.startsWith('/writing/')).sort()).toEqual([
        '/writing/feed.xml',
        '/writing/index.html',
        '/writing/newest/index.html',
        '/writing/older/index.html',
        // One list per tag whatever its case, named as first written; `c++` is left to the function.
        '/writing/tag/Go/index.html',
        '/writing/tag/TypeScript/index.html',
      ]);
      const older = files.get('/writing/older/index.html')!.toString();
      expect(older).toContain('"newer":{"slug":"newest"');
      expect(older).not.toContain('Body of newest');
    });

    it("gives a post's page its head tags, escaped, and lists posts in the sitemap and the feed", async () => {
      const files = await renderSite(content([], posts), tools());
      const head = files.get('/writing/newest/index.html')!.toString().split('</head>')[0]!;
      expect(head).toContain('<meta property="article:published_time" content="2026-11-20T09:00:00.000Z" />');
      expect(head).toContain('content="https://owner.example/og.png"');
      expect(head).toContain('Post newest&quot;&#39;&gt;&lt;script&gt;');
      expect(head).not.toContain('<script>alert');
      const sitemap = files.get('/sitemap.xml')!.toString();
      expect(sitemap).toContain(
        '<loc>https://owner.example/writing/newest</loc><lastmod>2026-11-20</lastmod>',
      );
      const feed = files.get('/writing/feed.xml')!.toString();
      expect(feed).toContain('<id>https://owner.example/writing/newest</id>');
      // Links made absolute, and the post's HTML escaped once as the entry's text.
      expect(feed).toContain('&lt;a href=&quot;https://owner.example/about&quot;&gt;');
      expect(feed.indexOf('/writing/newest<')).toBeLessThan(feed.indexOf('/writing/older<'));
    });

    it("names a post's images by their published files, in its page and in the feed", async () => {
      const image = '/media/v0/b/demo.appspot.com/o/posts%2Fnewest%2Fa%20b.webp?alt=media&amp;token=t';
      const withImage = { ...posts[0]!, html: `<p><img src="${image}" width="8" height="6" alt="A"></p>` };
      const media = new Map([['posts/newest/a b.webp', Buffer.from('webp')]]);
      const files = await renderSite({ ...content([], [withImage]), media }, tools());
      expect(await storedFilesInPosts([withImage], async () => true)).toEqual(['posts/newest/a b.webp']);
      expect(files.get('/files/posts/newest/a%20b.webp')?.toString()).toBe('webp');
      const page = files.get('/writing/newest/index.html')!.toString();
      expect(page).toContain('src=\\"/files/posts/newest/a%20b.webp\\"');
      expect(page).not.toContain('/media/');
      const feed = files.get('/writing/feed.xml')!.toString();
      expect(feed).toContain('src=&quot;https://owner.example/files/posts/newest/a%20b.webp&quot;');
    });

    it('lists only what it is given: no post, no post page, an empty feed', async () => {
      const files = await renderSite(content([]), tools());
      const writing = [...files.keys()].filter((path) => path.startsWith('/writing/'));
      expect(writing.sort()).toEqual(['/writing/feed.xml', '/writing/index.html']);
      expect(files.get('/writing/feed.xml')!.toString()).not.toContain('<entry>');
    });
  });
});
