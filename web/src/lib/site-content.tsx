import type { SiteContent } from '@portfolio/common';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { API_BASE } from '@/config/api';
import { inPageLanguage } from './language-prefix';
import { readJsonElement, SITE_CONTENT_ELEMENT_ID, usePageRevision } from './page-data';

/**
 * The site content (the owner's name, texts, photo, links…), which every page shows. The server puts it into each
 * page it sends, as JSON beside the rendered HTML; the app takes it from there (so the defaults never weigh on the
 * app's JavaScript), and the dashboard replaces it after a save.
 */
interface SiteContentState {
  content: SiteContent;
  replace(content: SiteContent): void;
}

const SiteContentContext = createContext<SiteContentState | undefined>(undefined);

let pageContent: SiteContent | undefined;

/** The content the server put into this page, if any (read once). */
export function readSiteContent(): SiteContent | undefined {
  pageContent ??= readJsonElement<SiteContent>(SITE_CONTENT_ELEMENT_ID);
  return pageContent;
}

/**
 * Provides `initial` (the page's own). A page that came without it (the development server's) asks the API and
 * shows nothing until the answer; the owner's page found maybe older than their last change (its data revised,
 * page-data.tsx) asks again, past the CDN.
 */
export function SiteContentProvider({ initial, children }: { initial?: SiteContent; children: ReactNode }) {
  const [content, replace] = useState<SiteContent | undefined>(initial);
  const missing = !content;
  const revision = usePageRevision();
  useEffect(() => {
    if (!missing && !revision) return;
    const controller = new AbortController();
    fetch(`${API_BASE}${inPageLanguage(`/site${revision ? `?fresh=${Date.now()}` : ''}`)}`, {
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<SiteContent>) : undefined))
      .then((fetched) => fetched && replace(fetched))
      .catch(() => {});
    return () => controller.abort();
  }, [missing, revision]);
  if (!content) return null;
  return <SiteContentContext.Provider value={{ content, replace }}>{children}</SiteContentContext.Provider>;
}

/** The site content; outside a provider (a component rendered alone), the page's own. */
export function useSiteContent(): SiteContent {
  const content = useContext(SiteContentContext)?.content ?? readSiteContent();
  if (!content) throw new Error('No site content: render inside a SiteContentProvider');
  return content;
}

/** Replaces the content the app shows, after the owner saved a new one. */
export function useReplaceSiteContent(): (content: SiteContent) => void {
  const state = useContext(SiteContentContext);
  return state ? state.replace : () => {};
}
