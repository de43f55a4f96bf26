// What tells crawlers and link previews about the site: its address, a project's or post's preview tags, the sitemap.
import {
  DEFAULT_SITE_LANGUAGES,
  escapeHtml,
  type SiteLanguages,
  PROJECT_COVER_SIZES,
  projectImageSrcSet,
  siteImageUrl,
  type PostSummary,
  type Project,
  type RenderedPage,
} from '@portfolio/common';
import { alternateUrls } from '../languages/language-head';
import { withPageHints } from './page-hints';
import { withPostHead } from './post-head';
import { withSocialMeta } from './social-meta';
import { spaShell } from './spa-shell';

const DESCRIPTION_LENGTH = 200;

/**
 * The site's address, as the web build wrote it into the page's `og:url` (from VITE_SITE_URL). Never the request's
 * host: a forwarded Host header is the caller's to write, and pages are cached and published for everyone.
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

/** A project's page also carries its link-preview tags and a preload of its main image. */
export function withProjectHead(html: string, project: Project, siteName: string, origin: string): string {
  const page = withSocialMeta(html, {
    title: `${project.title} · ${siteName}`,
    description: summary(project.description),
    // A published page names its image by a path of the site; a preview needs the whole address.
    image: new URL(project.image, origin).href,
    url: `${origin}/project/${project._id}`,
  });
  return withPageHints(page, {
    image: {
      href: siteImageUrl(project.image),
      srcset: projectImageSrcSet(project),
      sizes: PROJECT_COVER_SIZES,
    },
  });
}

/** The site's default link-preview picture, as the web build wrote it into the page template. */
const defaultImageOf = (template: string) =>
  /<meta\s+property="og:image"\s+content="([^"]+)"/.exec(template)?.[1] ?? '';

/** A rendered page with the head tags of the project or post it shows, if any. */
export function withRecordHead(page: RenderedPage, origin: string, template: string): string {
  if (page.project) return withProjectHead(page.html, page.project, page.site.name, origin);
  if (page.post) {
    const site = { name: page.site.name, origin, image: defaultImageOf(template) };
    return withPostHead(page.html, page.post, site);
  }
  return page.html;
}

/**
 * The sitemap: the pages without parameters, then every published project and post with the day it last changed;
 * on a site of several languages, each page in each language, with its alternates in all of them (`xhtml:link`).
 */
export function sitemapXml(
  origin: string,
  pagePaths: readonly string[],
  projects: readonly Project[],
  posts: readonly PostSummary[],
  languages: SiteLanguages = DEFAULT_SITE_LANGUAGES,
): string {
  const pages = [
    ...pagePaths.map((path) => ({ path, lastmod: undefined })),
    ...projects.map((project) => ({
      path: `/project/${project._id}`,
      lastmod: project.updatedAt.slice(0, 10),
    })),
    ...posts.map((post) => ({ path: `/writing/${post.slug}`, lastmod: post.updatedAt.slice(0, 10) })),
  ];
  const several = languages.others.length > 0;
  const urls = pages.flatMap(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
    const inEach = alternateUrls(origin, path, languages);
    const alternates = several
      ? inEach
          .map(({ language, href }) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href}"/>`)
          .join('')
      : '';
    return inEach.map(({ href }) => `  <url><loc>${href}</loc>${modified}${alternates}</url>`);
  });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${several ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}
