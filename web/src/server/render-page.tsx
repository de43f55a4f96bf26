// Server-side only: rendered at build time (static pages, web/build/prerender.ts) and by the `api` function (the
// pages with data). Never imported by the browser's app, so react-dom/server stays out of its bundle.
import { escapeHtml, projectSummary, type Project } from '@portfolio/common';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { renderStaticShell } from '../app/static-shell';
import { paths, routePatterns } from '../config/paths';
import { projectRequestKeys } from '../features/projects/api/use-projects';
import { DocumentHeadContext, type DocumentHeadRecorder } from '../lib/document-title';
import {
  PAGE_DATA_ELEMENT_ID,
  pageDataOf,
  PageDataProvider,
  serializePageData,
  type PageDataEntries,
} from '../lib/page-data';
import { withUsedCssOnly } from './used-css';

/** The public reads a page may need, answered by the function from Firestore (the same answers as the API's). */
export interface PublicReads {
  bestProjects(): Promise<Project[]>;
  /** `all`, a category slug, or anything else (then none). */
  categoryProjects(category: string): Promise<Project[]>;
  /** A published project; undefined for an unknown id or a draft. */
  project(id: string): Promise<Project | undefined>;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** The pages without data from the API, by path: rendered once per build into these files, served by Hosting. */
export const STATIC_PAGES: Record<string, string> = {
  [paths.about]: 'about.html',
  [paths.services]: 'services.html',
  [paths.contact]: 'want.html',
  [paths.signIn]: 'signIn.html',
  [paths.signUp]: 'signUp.html',
  [paths.forbidden]: 'forbidden.html',
  // A path no page has: Hosting answers every unknown path with this file and status 404.
  '/404': '404.html',
};

/** The `<div id="root">` of index.html, which the build leaves empty for this renderer to fill. */
export const EMPTY_ROOT = '<div id="root"></div>';

async function pageDataFor(
  pathname: string,
  reads: PublicReads | undefined,
): Promise<{ entries: PageDataEntries; found: boolean }> {
  if (!reads) return { entries: {}, found: true };
  if (pathname === '/') {
    const data = (await reads.bestProjects()).map(projectSummary);
    return { entries: { [projectRequestKeys.best]: { data } }, found: true };
  }
  const category = matchPath(routePatterns.projects, pathname)?.params.categoryOfProject;
  if (category !== undefined) {
    const data = (await reads.categoryProjects(category)).map(projectSummary);
    return { entries: { [projectRequestKeys.category(category)]: { data } }, found: true };
  }
  const id = matchPath(routePatterns.project, pathname)?.params.id;
  if (id !== undefined) {
    const project = await reads.project(id);
    const entry = project ? { data: project } : { errorStatus: 404 };
    return { entries: { [projectRequestKeys.project(id)]: entry }, found: project !== undefined };
  }
  return { entries: {}, found: true };
}

interface DocumentHead {
  title?: string;
  description?: string;
}

function withHead(template: string, head: DocumentHead): string {
  let page = template;
  if (head.title) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    page = page.replace(/<title>[\s\S]*?<\/title>/, () => title);
  }
  if (head.description) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    page = page.replace(/<meta\s+name="description"[^>]*>/, () => description);
  }
  return page;
}

function fillRoot(template: string, rootHtml: string, entries?: PageDataEntries): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The page template has no ${EMPTY_ROOT}`);
  const data =
    entries === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(entries)}</script>`;
  return template.replace(EMPTY_ROOT, () => `<div id="root">${rootHtml}</div>${data}`);
}

/**
 * The whole page for `url` (path and query): the template (the built index.html) with the page rendered into its
 * root, the data it was rendered with as JSON for hydration, and its title and description. 404 for a path no
 * page has, and for a project that is unknown or not published.
 */
export async function renderPage(url: string, template: string, reads?: PublicReads): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname } = new URL(request.url);
  const { entries, found } = await pageDataFor(pathname, reads);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  // A route that failed (its module did not load, say) is not a page to send or to keep.
  if (context.errors) throw new Error(`Rendering ${url} failed`, { cause: Object.values(context.errors)[0] });
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: DocumentHead = {};
  const recorder: DocumentHeadRecorder = {
    record(title, description) {
      head.title = title;
      if (description) head.description = description;
    },
  };
  const rootHtml = renderToString(
    <DocumentHeadContext.Provider value={recorder}>
      <PageDataProvider value={pageDataOf(entries)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageDataProvider>
    </DocumentHeadContext.Provider>,
  );
  const unknownPath = context.matches.some((match) => match.route.path === '*');
  return {
    status: unknownPath || !found ? 404 : 200,
    html: withUsedCssOnly(withHead(fillRoot(template, rootHtml, entries), head)),
  };
}

/** The frame with a loader, for the signed-in areas the browser renders itself (profile, dashboard). */
export function renderAppShell(template: string): string {
  return withUsedCssOnly(fillRoot(template, renderStaticShell()));
}
