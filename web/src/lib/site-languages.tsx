import { localizedPath, type PageLanguages } from '@portfolio/common';
import { createContext, useContext } from 'react';
import { readJsonElement } from './page-data';

/** The id of the page's JSON element naming the site's languages, for the header's switcher. */
export const SITE_LANGUAGES_ELEMENT_ID = 'site-languages';

/** The server renders each page with its languages; the browser reads them from the page. */
export const PageLanguagesContext = createContext<PageLanguages | undefined>(undefined);

let pageLanguages: PageLanguages | undefined;

/**
 * The page's languages; undefined on a site of one language. The server's come with each render (one process renders
 * every page of every language, and the site's languages change); only the browser's page is read once.
 */
export function usePageLanguages(): PageLanguages | undefined {
  const rendered = useContext(PageLanguagesContext);
  if (rendered) return rendered;
  pageLanguages ??= readJsonElement<PageLanguages>(SITE_LANGUAGES_ELEMENT_ID);
  return pageLanguages;
}

/** The address of the page shown (its plain path and query) in another of the site's languages. */
export function samePageIn(code: string, page: PageLanguages, pathname: string, search: string): string {
  return `${localizedPath(pathname, code, page.default)}${search}`;
}
