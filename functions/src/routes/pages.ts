import { PROJECT_COVER_SIZES, projectImageSrcSet, siteImageUrl } from '@portfolio/common';
import { Router, type Request, type Response } from 'express';
import { publicCache } from '../http/cache';
import { pageRenderer, type PublicReads } from '../services/page-renderer';
import { withPageHints } from '../services/page-hints';
import { withSocialMeta } from '../services/social-meta';
import { spaShell } from '../services/spa-shell';
import { siteName, siteOrigin, summary } from './discovery';
import { bestProjects, projectsOfCategory, publishedProject } from './projects';

/**
 * The public pages that show Firestore data, rendered per request by the web app's own server renderer (the other
 * public pages are rendered at build time): `/` with its best projects, `/projects/{category}` and
 * `/project/{id}`. The HTML carries the page's content and its data for the browser to hydrate with; the CDN may
 * keep it for a bounded time (see publicCache).
 */
export const pagesRouter = Router();

const reads: PublicReads = {
  bestProjects,
  categoryProjects: projectsOfCategory,
  project: publishedProject,
};

async function sendPage(req: Request, res: Response, project?: (html: string) => Promise<string>) {
  res.type('html');
  let page: { status: number; html: string };
  try {
    // The whole URL, query included: a page may filter by it.
    page = await pageRenderer().renderPage(req.originalUrl, spaShell(), reads);
  } catch (error) {
    // A person is waiting: the bare app boots and asks the API itself, showing its own error if it fails too.
    console.error('Page rendering failed:', error);
    res.status(503).set('Cache-Control', 'no-store').send(spaShell());
    return;
  }
  const html = page.status === 200 && project ? await project(page.html) : page.html;
  res.status(page.status).send(html);
}

pagesRouter.get('/', publicCache, (req, res) => sendPage(req, res));
pagesRouter.get('/projects/:category', publicCache, (req, res) => sendPage(req, res));

/** A project's page also carries its link-preview tags and a preload of its main image. */
pagesRouter.get('/project/:id', publicCache, (req, res) =>
  sendPage(req, res, async (html) => {
    const id = String(req.params.id);
    const project = await publishedProject(id);
    if (!project) return html;
    const page = withSocialMeta(html, {
      title: `${project.title} · ${siteName(spaShell())}`,
      description: summary(project.description),
      image: project.image,
      url: `${siteOrigin()}/project/${id}`,
    });
    return withPageHints(page, {
      image: {
        href: siteImageUrl(project.image),
        srcset: projectImageSrcSet(project),
        sizes: PROJECT_COVER_SIZES,
      },
    });
  }),
);
