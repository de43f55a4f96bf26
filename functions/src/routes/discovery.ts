import {
  ALL_CATEGORIES,
  PROJECT_CATEGORY_SLUGS,
  PROJECT_COVER_SIZES,
  projectImageSrcSet,
} from '@portfolio/common';
import { Router } from 'express';
import { isPublished, projectsCollection, type ProjectDocument } from '../data/projects';
import { findProjectForReading } from '../data/projects-cache';
import { publicCache } from '../http/cache';
import { isDocumentId } from '../http/ids';
import { withPageHints } from '../services/page-hints';
import { escapeHtml, withSocialMeta } from '../services/social-meta';
import { spaShell } from '../services/spa-shell';

const DESCRIPTION_LENGTH = 200;
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/want',
  `/projects/${ALL_CATEGORIES}`,
  ...PROJECT_CATEGORY_SLUGS.map((category) => `/projects/${category}`),
];

/** Routes for crawlers, which run no JavaScript: link previews of projects and the sitemap (robots.txt is static). */
export const discoveryRouter = Router();

/**
 * The site's address, as the web build wrote it into the page's `og:url` (from VITE_SITE_URL). Never the request's
 * host: a forwarded Host header is the caller's to write, and these answers are cached for everyone.
 */
function siteOrigin(): string {
  const url = /<meta\s+property="og:url"\s+content="([^"]+)"/.exec(spaShell())?.[1];
  if (!url) throw new Error('The web build wrote no og:url into index.html');
  return new URL(url).origin;
}

/** The owner's name, as the site-wide title of index.html starts with it (web/src/config/owner.ts). */
function siteName(shell: string): string {
  return /<title>([^<·]+)/.exec(shell)?.[1]?.trim() || 'Portfolio';
}

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…` : flat;
}

/**
 * The SPA for /project/{id}, with that project's title, description and image as preview tags, and hints that let
 * the browser fetch the project and its main image while the app's JavaScript loads.
 */
discoveryRouter.get('/project/:id', publicCache, async (req, res) => {
  const id = String(req.params.id);
  res.type('html');
  let project: ProjectDocument | undefined;
  try {
    project = isDocumentId(id) ? await findProjectForReading(id) : undefined;
  } catch (error) {
    // A person is waiting for this page: without the preview tags the app still boots and shows its own error.
    console.error('Link preview unavailable:', error);
    res.status(503).set('Cache-Control', 'no-store').send(spaShell());
    return;
  }
  if (!project || !isPublished(project)) {
    // The site's default tags; the SPA still boots and shows its not-found state.
    res.status(404).send(spaShell());
    return;
  }
  const page = withSocialMeta(spaShell(), {
    title: `${project.title} · ${siteName(spaShell())}`,
    description: summary(project.description),
    image: project.image,
    url: `${siteOrigin()}/project/${id}`,
  });
  res.send(
    withPageHints(page, {
      image: { href: project.image, srcset: projectImageSrcSet(project), sizes: PROJECT_COVER_SIZES },
      fetches: [`/api/projects/${id}`],
    }),
  );
});

discoveryRouter.get('/sitemap.xml', publicCache, async (_req, res) => {
  const origin = siteOrigin();
  const snapshot = await projectsCollection().where('published', '==', true).get();
  const entries = [
    ...PUBLIC_ROUTES.map((route) => ({ loc: `${origin}${route}`, lastmod: undefined })),
    ...snapshot.docs.map((doc) => ({
      loc: `${origin}/project/${doc.id}`,
      lastmod: (doc.data() as ProjectDocument).updatedAt.toDate().toISOString().slice(0, 10),
    })),
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
