import {
  distinctTags,
  FEED_POSTS,
  postPagePath,
  publishedMediaPath,
  WRITING_FEED_PATH,
  writingTagPath,
} from '@portfolio/common';
import type { PageRenderer } from '../services/page-renderer';
import { sitemapXml, withRecordHead } from '../services/discovery';
import { feedXml } from '../services/feed';
import { postsWithPublishedMedia, readsOf, withPublishedMedia, type PublicContent } from './public-content';
import { withJsonInFiles } from './page-json-files';
import { searchIndexFiles } from './search-files';
import type { SiteFiles } from './site-files';

/** What rendering needs besides the content: the web app's renderer, its page template and the site's address. */
export interface RenderTools {
  renderer: Pick<PageRenderer, 'renderPage' | 'SITEMAP_PATHS' | 'withJsonInFile' | 'searchDocuments'>;
  template: string;
  origin: string;
}

/** The page a URL of the 404 page is rendered at: a path no page has. */
export const NOT_FOUND_FILE = '/404.html';
/** A project id or a tag that is a plain file name; any other project or tag's list is left to the function. */
const FILE_SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The file Hosting serves at a page's path: `/` → `/index.html`, `/about` → `/about/index.html`. */
export function pageFile(pagePath: string): string {
  return `${pagePath.replace(/\/$/, '')}/index.html`;
}

/**
 * The whole public site as files: every page of the sitemap, every published project and post, the writing list of
 * each tag, the 404 page, the sitemap, the writing's feed, and the stored files they show, named by path. A page
 * that fails to render, or answers another status than it should, fails the whole publication.
 */
export async function renderSite(content: PublicContent, tools: RenderTools): Promise<SiteFiles> {
  const site = withPublishedMedia(content.site);
  const projects = withPublishedMedia(content.projects).filter((project) => FILE_SAFE_ID.test(project._id));
  const posts = postsWithPublishedMedia(content.posts, content.media);
  const reads = readsOf(site, projects, posts);
  const files = new Map<string, Buffer>();

  async function renderTo(file: string, url: string, status: number): Promise<void> {
    const page = await tools.renderer.renderPage(url, tools.template, reads);
    if (page.status !== status) throw new Error(`${url} rendered with status ${page.status}, not ${status}`);
    const html = withRecordHead(page, tools.origin, tools.template);
    files.set(file, Buffer.from(withJsonInFiles(tools.renderer, html, files)));
  }

  const pagePaths = [
    ...tools.renderer.SITEMAP_PATHS,
    ...projects.map((project) => `/project/${project._id}`),
    ...posts.map((post) => postPagePath(post.slug)),
    ...distinctTags(posts.flatMap((post) => post.tags))
      .filter((tag) => FILE_SAFE_ID.test(tag))
      .map(writingTagPath),
  ];
  for (const pagePath of pagePaths) await renderTo(pageFile(pagePath), pagePath, 200);
  await renderTo(NOT_FOUND_FILE, NOT_FOUND_FILE, 404);
  files.set(
    '/sitemap.xml',
    Buffer.from(sitemapXml(tools.origin, tools.renderer.SITEMAP_PATHS, projects, posts)),
  );
  files.set(WRITING_FEED_PATH, Buffer.from(feedXml(posts.slice(0, FEED_POSTS), site.name, tools.origin)));
  for (const [storagePath, bytes] of content.media) files.set(publishedMediaPath(storagePath), bytes);
  // The search's index, from the same published content as the pages: what they do not show, it cannot find.
  for (const [file, bytes] of searchIndexFiles(tools.renderer.searchDocuments(site, projects, posts))) {
    files.set(file, bytes);
  }
  return files;
}
