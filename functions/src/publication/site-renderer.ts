import {
  DEFAULT_SITE_LANGUAGES,
  distinctTags,
  FEED_POSTS,
  type InterfaceTextOverrides,
  SEARCH_MANIFEST_PATH,
  siteLanguageList,
  postPagePath,
  publishedMediaPath,
  WRITING_FEED_PATH,
  writingTagPath,
} from '@portfolio/common';
import type { PageRenderer } from '../services/page-renderer';
import { sitemapXml, withRecordHead } from '../services/discovery';
import { feedXml } from '../services/feed';
import { contentInLanguage, type LanguageContent } from '../languages/localized-content';
import { renderOptionsOf, withLanguageHead, type PageLanguage } from '../languages/language-head';
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
 * The whole public site as files, in each of its languages (the default one at the plain paths, each other one under
 * its prefix): every page of the sitemap, every published project and post, the writing list of each tag, the 404
 * page, the writing's feed and the search's index; then one sitemap naming every page with its alternates, and the
 * stored files they show, named by path. A page that fails to render, or answers another status than it should,
 * fails the whole publication.
 */
export async function renderSite(content: PublicContent, tools: RenderTools): Promise<SiteFiles> {
  const languages = content.languages ?? DEFAULT_SITE_LANGUAGES;
  const published = {
    site: withPublishedMedia(content.site),
    projects: withPublishedMedia(content.projects).filter((project) => FILE_SAFE_ID.test(project._id)),
    posts: postsWithPublishedMedia(content.posts, content.media),
  };
  const files = new Map<string, Buffer>();
  for (const language of siteLanguageList(languages)) {
    const localized = contentInLanguage(published, language, languages.default, content.translations ?? []);
    await renderLanguage(
      localized,
      { languages, language },
      tools,
      files,
      content.interfaceTexts?.get(language),
    );
  }
  files.set(
    '/sitemap.xml',
    Buffer.from(
      sitemapXml(tools.origin, tools.renderer.SITEMAP_PATHS, published.projects, published.posts, languages),
    ),
  );
  for (const [storagePath, bytes] of content.media) files.set(publishedMediaPath(storagePath), bytes);
  return files;
}

/** One language's pages, feed and search index, added to `files`. */
async function renderLanguage(
  { site, projects, posts }: LanguageContent,
  { languages, language }: Omit<PageLanguage, 'path'>,
  tools: RenderTools,
  files: Map<string, Buffer>,
  interfaceTexts?: InterfaceTextOverrides,
): Promise<void> {
  const reads = readsOf(site, projects, posts);
  const options = renderOptionsOf({ languages, language }, interfaceTexts);
  const prefix = options.basename ?? '';

  async function renderTo(file: string, pagePath: string, status: number): Promise<void> {
    const url = `${prefix}${pagePath}`;
    const page = await tools.renderer.renderPage(url, tools.template, reads, undefined, options);
    if (page.status !== status) throw new Error(`${url} rendered with status ${page.status}, not ${status}`);
    const html = withLanguageHead(
      withRecordHead(page, tools.origin, tools.template),
      { languages, language, path: pagePath },
      tools.origin,
      { canonical: status === 200 },
    );
    files.set(`${prefix}${file}`, Buffer.from(withJsonInFiles(tools.renderer, html, files)));
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
  const feed = feedXml(posts.slice(0, FEED_POSTS), site.name, tools.origin, {
    prefix,
    code: prefix ? language : '',
  });
  files.set(`${prefix}${WRITING_FEED_PATH}`, Buffer.from(feed));
  // The search's index, from the same published content as the pages: what they do not show, it cannot find.
  for (const [file, bytes] of searchIndexFiles(
    tools.renderer.searchDocuments(site, projects, posts, language),
  )) {
    files.set(file === SEARCH_MANIFEST_PATH ? `${prefix}${file}` : file, bytes);
  }
}
