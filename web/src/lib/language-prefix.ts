import { LANGUAGE_BASE_ATTRIBUTE } from '@portfolio/common';

/** The path prefix of the page's language (`/bn`), set by the server on a page in another than the default one. */
export function pageLanguageBase(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.getAttribute(LANGUAGE_BASE_ATTRIBUTE) ?? undefined;
}

/** A public read of the API in the page's language (`?lang=bn`): the records as that language's pages show them. */
export function inPageLanguage(path: string): string {
  const base = pageLanguageBase();
  return base ? `${path}${path.includes('?') ? '&' : '?'}lang=${base.slice(1)}` : path;
}
