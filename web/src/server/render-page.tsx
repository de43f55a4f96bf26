// Server-side only: every page is rendered by the `api` function. Never imported by the browser's app, so
// react-dom/server stays out of its bundle.
import {
  isFilterActive,
  projectFilterFromQuery,
  type PageRenderOptions,
  type PublicReads,
  type RenderedPage,
} from '@portfolio/common';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';
import { renderStaticShell } from '@/app/static-shell';
import { paths, routePatterns } from '@/config/paths';
import {
  CONTACT_FORM_ANSWER_KEY,
  contactErrorsOf,
  contactValuesOf,
  type ContactFormAnswer,
} from '@/features/contact/form-answer';
import { overridesCatalog } from '@/i18n/interface-text-keys';
import { renderInLanguage } from '@/i18n/render-in-language';
import { DocumentHeadContext, type DocumentHeadRecorder } from '@/lib/document-title';
import { pageDataOf, PageDataProvider } from '@/lib/page-data';
import { PageLanguagesContext } from '@/lib/site-languages';
import { SiteContentProvider } from '@/lib/site-content';
import { fillRoot, withHead, type DocumentHead } from './page-template';
export { withJsonInFile } from './page-template';
import { inPageLanguage } from './localized-errors';
import { isAppShellPath, pageDataFor } from './page-data-for';
export { isPagePath } from './page-data-for';
export { interfaceTextEntries, overrideProblems } from '@/i18n/interface-text-keys';
export { searchDocuments } from './search-documents';
export { SITEMAP_PATHS } from './sitemap-paths';
import { withUsedCssOnly } from './used-css';
import { withUsedIconsOnly } from './used-icons';

export type { PublicReads, RenderedPage };

/** The contact page, whose form may be sent natively, and where a message so sent brings the visitor. */
export const CONTACT_PAGE_PATH = paths.contact;
export const CONTACT_FORM_ACTION = paths.contactSend;
export const CONTACT_SENT_PATH = paths.contactSent;
export { contactErrorsOf, contactValuesOf };

/**
 * A filtered project list (`?tech=…&q=…`) or one tag's posts shows part of a list that is indexed whole: it is not
 * indexed itself, and only the plain lists are in the sitemap.
 */
function isFilteredList(pathname: string, search: string): boolean {
  if (pathname === paths.search || matchPath(routePatterns.writingTag, pathname) !== null) return true;
  return (
    matchPath(routePatterns.projects, pathname) !== null &&
    isFilterActive(projectFilterFromQuery(new URLSearchParams(search)))
  );
}

/** The filled template with only the logos and the style rules its markup uses (the template carries them all). */
function withUsedPartsOnly(page: string): string {
  return withUsedCssOnly(withUsedIconsOnly(page));
}

/**
 * The whole page for `url` (path and query): the template (the built index.html) with the page rendered into its
 * root, the site content and the data it was rendered with as JSON for hydration, and its title and description.
 * 404 for a path no page has, and for a project that is unknown or not published. The signed-in areas are the
 * frame with a loader, which the browser replaces. With `contactAnswer`, the contact form starts from it. With
 * `options.language`, the interface's texts, numbers and dates are in that language (English without a catalog).
 */
export async function renderPage(
  url: string,
  template: string,
  reads: PublicReads,
  contactAnswer?: ContactFormAnswer,
  options: PageRenderOptions = {},
): Promise<RenderedPage> {
  const { basename, languages, language, interfaceTexts } = options;
  const ownTexts =
    interfaceTexts && Object.keys(interfaceTexts).length > 0 ? overridesCatalog(interfaceTexts) : undefined;
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname: requestPath, search } = new URL(request.url);
  // The page's own path, under its language's prefix.
  const pathname =
    basename && requestPath.startsWith(basename) ? requestPath.slice(basename.length) || '/' : requestPath;
  const site = await reads.site();
  if (isAppShellPath(pathname)) {
    const shell = renderInLanguage(language, () => renderStaticShell(site), ownTexts);
    return {
      status: 200,
      html: withUsedPartsOnly(fillRoot(template, shell, site, undefined, languages, ownTexts)),
      site,
    };
  }
  const { entries: pageEntries, found, project, post } = await pageDataFor(pathname, search, reads);
  const entries = contactAnswer
    ? { ...pageEntries, [CONTACT_FORM_ANSWER_KEY]: { data: inPageLanguage(contactAnswer, language) } }
    : pageEntries;
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  // A route that failed (its module did not load, say) is not a page to send or to keep.
  if (context.errors) throw new Error(`Rendering ${url} failed`, { cause: Object.values(context.errors)[0] });
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: DocumentHead = { noindex: isFilteredList(pathname, search) };
  const recorder: DocumentHeadRecorder = {
    record(title, description) {
      head.title = title;
      if (description) head.description = description;
    },
  };
  const rootHtml = renderInLanguage(
    language,
    () =>
      renderToString(
        <DocumentHeadContext.Provider value={recorder}>
          <PageLanguagesContext.Provider value={languages}>
            <SiteContentProvider initial={site}>
              <PageDataProvider value={pageDataOf(entries)}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </PageDataProvider>
            </SiteContentProvider>
          </PageLanguagesContext.Provider>
        </DocumentHeadContext.Provider>,
      ),
    ownTexts,
  );
  const unknownPath = context.matches.some((match) => match.route.path === '*');
  return {
    status: unknownPath || !found ? 404 : 200,
    html: withUsedPartsOnly(withHead(fillRoot(template, rootHtml, site, entries, languages, ownTexts), head)),
    site,
    project,
    post,
  };
}
