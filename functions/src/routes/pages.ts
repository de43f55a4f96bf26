import { PROJECT_COVER_SIZES, projectImageSrcSet, siteImageUrl, type Project } from '@portfolio/common';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { readSite } from '../data/site-content';
import { privateNoStore, publicCache } from '../http/cache';
import { ApiError } from '../core/api-error';
import {
  pageRenderer,
  type ContactFormAnswer,
  type PublicReads,
  type RenderedPage,
} from '../services/page-renderer';
import { acceptContactMessage } from './contact';
import { withPageHints } from '../services/page-hints';
import { withSocialMeta } from '../services/social-meta';
import { spaShell } from '../services/spa-shell';
import { siteOrigin, summary } from './discovery';
import { bestProjects, projectsOfCategory, publishedProject } from './projects';
import { publishedPost, publishedPosts } from './posts';
import { withPostHead } from '../services/post-head';

/**
 * Every page of the app, rendered per request by the web app's own server renderer (which declares the pages and
 * the data each needs): the HTML carries the page's content, the site content and the page's data for the browser
 * to hydrate with; the CDN may keep it for a bounded time (see publicCache).
 */
export const pagesRouter = Router();

const reads: PublicReads = {
  site: async () => (await readSite()).content,
  bestProjects,
  categoryProjects: projectsOfCategory,
  project: publishedProject,
  posts: publishedPosts,
  post: publishedPost,
};

/** The site's default link-preview picture, as the web build wrote it into index.html. */
const siteImage = () => /<meta\s+property="og:image"\s+content="([^"]+)"/.exec(spaShell())?.[1] ?? '';

/** A project's page also carries its link-preview tags and a preload of its main image. */
function withProjectHead(html: string, project: Project, siteName: string): string {
  const page = withSocialMeta(html, {
    title: `${project.title} · ${siteName}`,
    description: summary(project.description),
    image: project.image,
    url: `${siteOrigin()}/project/${project._id}`,
  });
  return withPageHints(page, {
    image: {
      href: siteImageUrl(project.image),
      srcset: projectImageSrcSet(project),
      sizes: PROJECT_COVER_SIZES,
    },
  });
}

/** A rendered page with the head tags of the project or post it shows, if any (also for a static publication). */
export function withRecordHead(page: RenderedPage): string {
  if (page.project) return withProjectHead(page.html, page.project, page.site.name);
  if (page.post)
    return withPostHead(page.html, page.post, {
      name: page.site.name,
      origin: siteOrigin(),
      image: siteImage(),
    });
  return page.html;
}

/** The page for the request; with a refused contact form's answer, the contact page with it, and that status. */
async function sendPage(
  req: Request,
  res: Response,
  refusedForm?: { answer: ContactFormAnswer; status: number },
): Promise<void> {
  res.type('html');
  let page: RenderedPage;
  try {
    // The whole URL, query included: a page may filter by it.
    page = await pageRenderer().renderPage(req.originalUrl, spaShell(), reads, refusedForm?.answer);
  } catch (error) {
    // A person is waiting: the bare app boots and asks the API itself, showing its own error if it fails too.
    console.error('Page rendering failed:', error);
    res.status(503).set('Cache-Control', 'no-store').send(spaShell());
    return;
  }
  const html = withRecordHead(page);
  res.status(refusedForm?.status ?? page.status).send(html);
}

/** A page's answer: public and cached for a bounded time, like the API's public reads. */
const servePage: RequestHandler = (req, res, next) =>
  publicCache(req, res, () => void sendPage(req, res).catch(next));

pagesRouter.get('*path', (req, res, next) => {
  if (pageRenderer().isPagePath(req.path)) servePage(req, res, next);
  else next();
});

/**
 * The contact form sent natively (before or without the app) posts to its own page: a message taken leads to the
 * page that says so (303, so that a reload does not send it again); a refused one gets the page again, the values
 * kept and each error beside its field. The same checks as the API's (acceptContactMessage).
 */
pagesRouter.post('*path', (req, res, next) => {
  const renderer = pageRenderer();
  if (req.path === renderer.CONTACT_PAGE_PATH)
    privateNoStore(req, res, () => answerContactForm(renderer, req, res, next));
  else next();
});

function answerContactForm(
  renderer: ReturnType<typeof pageRenderer>,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  acceptContactMessage(req).then(
    () => res.redirect(303, renderer.CONTACT_SENT_PATH),
    (error: unknown) => {
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 429);
      if (!refused) console.error('A contact message sent natively failed:', error);
      const status = refused ? error.status : 503;
      const answer: ContactFormAnswer = {
        values: renderer.contactValuesOf((req.body ?? {}) as Record<string, unknown>),
        errors: refused ? (error.fields ?? {}) : {},
        ...(status === 429 && { failure: 'rateLimited' }),
        ...(status === 503 && { failure: 'failed' }),
      };
      sendPage(req, res, { answer, status }).catch(next);
    },
  );
}

/**
 * After every other route: a read of a path nobody answers gets the 404 page, unless it takes JSON only (a script
 * calling the API), which gets the API's JSON 404.
 */
export const notFoundPage: RequestHandler = (req, res, next) => {
  const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts('html') !== false;
  if (wantsPage) servePage(req, res, next);
  else next();
};
