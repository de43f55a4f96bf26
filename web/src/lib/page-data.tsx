import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Data a server-rendered page was rendered with, handed to the browser in the page itself (a JSON script element,
 * never executed) so that hydration shows the same content without asking the API again.
 */
export type PageDataEntry = { data: unknown } | { errorStatus: number };
export type PageDataEntries = Record<string, PageDataEntry>;

/** The id of the `<script type="application/json">` element that carries the entries. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
/** The id of the element that carries the site content (see site-content.tsx), which every page has. */
export const SITE_CONTENT_ELEMENT_ID = 'site-content';
/** The owner's wording of the interface's texts in the page's language, parsed (a catalog's part), when there is one. */
export const INTERFACE_TEXTS_ELEMENT_ID = 'interface-texts';

export interface PageData {
  /** The entry of a request key, while the page is still the one the server rendered. */
  take(key: string): PageDataEntry | undefined;
}

const NO_PAGE_DATA: PageData = { take: () => undefined };
const PageDataContext = createContext<PageData>(NO_PAGE_DATA);

export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageData {
  return useContext(PageDataContext);
}

/**
 * The page's data revision, 0 until the owner's page is found to be maybe older than their last change
 * (page-freshness/watch.ts, loaded for the admin only). Each bump has every request of the page ask again
 * (use-request.ts), and from the first one on, public reads bypass the CDN (api-client.ts). Kept this small because
 * it is in every visitor's first load.
 */
let revision = 0;
const revisionListeners = new Set<() => void>();

export const pageRevision = () => revision;

export function revalidatePageData(): void {
  revision++;
  revisionListeners.forEach((listener) => listener());
}

export function usePageRevision(): number {
  return useSyncExternalStore(
    (listener) => {
      revisionListeners.add(listener);
      return () => revisionListeners.delete(listener);
    },
    pageRevision,
    () => 0,
  );
}

/**
 * Page data that stays valid until `expire()` (the browser's first navigation away from the rendered page) or the
 * page's first revalidation.
 */
export function pageDataOf(entries: PageDataEntries): PageData & { expire(): void } {
  let valid = true;
  return {
    take: (key) => (valid && !revision ? entries[key] : undefined),
    expire: () => {
      valid = false;
    },
  };
}

/** A value as the body of a JSON script element: `<` is escaped, so that no `</script>` can end it early. */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The entries the server put into this page, if any. */
export function readPageData(): PageDataEntries | undefined {
  return readJsonElement<PageDataEntries>(PAGE_DATA_ELEMENT_ID);
}

/** The value of one of the page's JSON script elements, if it has that element and it holds JSON. */
export function readJsonElement<T>(id: string): T | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}
