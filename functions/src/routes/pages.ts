import type { ContactFormAnswer, PublicReads, RenderedPage } from '@portfolio/common';
import {
  Router,
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { prefixLanguageOf } from '@portfolio/common';
import { readSite } from '../data/site-content';
import { cachedInterfaceTexts } from '../data/languages-cache';
import { renderOptionsOf, withLanguageHead, type PageLanguage } from '../languages/language-head';
import { pageLanguageOf, readsForPage } from '../languages/localized-reads';
import { privateNoStore, publicCache } from '../http/cache';
import { ApiError } from '../core/api-error';
import { toApiError } from '../http/errors';
import { pageRenderer } from '../services/page-renderer';
import { acceptContactMessage } from './contact';
import { siteOrigin, withRecordHead } from '../services/discovery';
import { spaShell } from '../services/spa-shell';
import { bestProjects, projectsOfCategory, publishedProject } from './projects';
import { publishedPost, publishedPosts } from './posts';

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
  wholePosts: async () => {
    const posts = await Promise.all((await publishedPosts()).map(({ slug }) => publishedPost(slug)));
    return posts.filter((post) => post !== undefined);
  },
};

/** The page for the request; with a refused contact form's answer, the contact page with it, and that status. */
async function sendPage(
  req: Request,
  res: Response,
  refusedForm?: { answer: ContactFormAnswer; status: number },
): Promise<void> {
  res.type('html');
  let page: RenderedPage;
  let pageLanguage: PageLanguage;
  try {
    pageLanguage = await pageLanguageOf(req.path);
    // The whole URL, query included: a page may filter by it.
    page = await pageRenderer().renderPage(
      req.originalUrl,
      spaShell(),
      await readsForPage(reads, pageLanguage),
      refusedForm?.answer,
      renderOptionsOf(pageLanguage, await cachedInterfaceTexts(pageLanguage.language)),
    );
  } catch (error) {
    // A person is waiting: the bare app boots and asks the API itself, showing its own error if it fails too.
    console.error('Page rendering failed:', error);
    res.status(503).set('Cache-Control', 'no-store').send(spaShell());
    return;
  }
  const status = refusedForm?.status ?? page.status;
  const html = withLanguageHead(withRecordHead(page, siteOrigin(), spaShell()), pageLanguage, siteOrigin(), {
    canonical: status === 200 && !req.originalUrl.includes('?'),
  });
  res.status(status).send(html);
}

/** A page's answer: public and cached for a bounded time, like the API's public reads. */
const servePage: RequestHandler = (req, res, next) =>
  publicCache(req, res, () => void sendPage(req, res).catch(next));

pagesRouter.get('*path', (req, res, next) => {
  pageLanguageOf(req.path).then(({ path }) => {
    if (pageRenderer().isPagePath(path)) servePage(req, res, next);
    else next();
  }, next);
});

/**
 * The contact form sent natively (before or without the app) posts to a path of its own, which no published file
 * answers: a message taken leads to the page that says so (303, so that a reload does not send it again); a refused
 * one gets the contact page again (at that path), the values kept and each error beside its field. The same checks
 * as the API's (acceptContactMessage). A post from a page of another site is refused (403): any page could
 * otherwise make its visitors send messages from their addresses.
 */
pagesRouter.post('*path', (req, res, next) => {
  const renderer = pageRenderer();
  if (!isContactFormPath(renderer, req.path)) next();
  else if (isCrossSitePost(req))
    privateNoStore(req, res, () => answerRefusedForm(req, res, next, 403, { failure: 'crossSite' }));
  else privateNoStore(req, res, () => answerContactForm(renderer, req, res, next));
});

/**
 * The form's own action, and the contact page itself (where a form of an older page still posts), in any language:
 * a language the site has not (or no longer) gets the page in the default one.
 */
function isContactFormPath(renderer: ReturnType<typeof pageRenderer>, requestPath: string): boolean {
  const { path } = prefixLanguageOf(requestPath);
  return path === renderer.CONTACT_FORM_ACTION || path === renderer.CONTACT_PAGE_PATH;
}

/**
 * Whether a form post was sent by a page of another site: the browser says so (Sec-Fetch-Site), or the Origin it
 * sends is not this site's (the site's address, or the host the request was sent to, which a page of another site
 * cannot choose). A post without an Origin (an older browser, a script) is not a browser's cross-site post.
 */
function isCrossSitePost(req: Request): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  if (!URL.canParse(origin)) return true;
  const ownHosts = [new URL(siteOrigin()).host, req.get('host'), req.get('x-forwarded-host')];
  return !ownHosts.includes(new URL(origin).host);
}

/** The contact page again, with the form's answer, at `status`; the values as sent unless the post is refused whole. */
function answerRefusedForm(
  req: Request,
  res: Response,
  next: NextFunction,
  status: number,
  answer: Partial<ContactFormAnswer>,
): void {
  const renderer = pageRenderer();
  const values = renderer.contactValuesOf(
    status === 403 ? {} : ((req.body ?? {}) as Record<string, unknown>),
  );
  sendPage(req, res, { answer: { values, errors: {}, ...answer }, status }).catch(next);
}

function answerContactForm(
  renderer: ReturnType<typeof pageRenderer>,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  acceptContactMessage(req).then(
    () => {
      const { language } = prefixLanguageOf(req.path);
      res.redirect(303, language ? `/${language}${renderer.CONTACT_SENT_PATH}` : renderer.CONTACT_SENT_PATH);
    },
    (error: unknown) => {
      const refused = error instanceof ApiError && (error.status === 400 || error.status === 429);
      if (!refused) console.error('A contact message sent natively failed:', error);
      const status = refused ? error.status : 503;
      answerRefusedForm(req, res, next, status, {
        ...renderer.contactErrorsOf(refused ? (error.fields ?? {}) : {}),
        ...(status === 429 && { failure: 'rateLimited' }),
        ...(status === 503 && { failure: 'failed' }),
      });
    },
  );
}

/**
 * The contact form sent natively and refused before the app read it (over the body limit, or not a form's body):
 * the contact page says so at that status, where a script calling the API gets the API's JSON.
 */
export const contactFormBodyRefused: ErrorRequestHandler = (err: unknown, req, res, next) => {
  const { status } = toApiError(err);
  // The API's own paths answer JSON, and never load the renderer for it.
  const isContactPost =
    req.method === 'POST' && !req.path.startsWith('/api/') && isContactFormPath(pageRenderer(), req.path);
  if (!isContactPost || status < 400 || status >= 500) {
    next(err);
    return;
  }
  privateNoStore(req, res, () =>
    answerRefusedForm(req, res, next, status, { failure: status === 413 ? 'tooLarge' : 'failed' }),
  );
};

/**
 * After every other route: a read of a path nobody answers gets the 404 page, unless it takes JSON only (a script
 * calling the API), which gets the API's JSON 404.
 */
export const notFoundPage: RequestHandler = (req, res, next) => {
  const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts('html') !== false;
  if (wantsPage) servePage(req, res, next);
  else next();
};
