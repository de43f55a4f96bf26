// The site's languages and their addresses. Every page's first load takes this module (the header's switcher), so it
// holds constants and small functions only; the languages' names and what follows from them are language-names.ts's,
// which the pages' first load does not take.
import type { LanguageCode } from './language-names';

/**
 * The site's languages, as the owner set them in the dashboard (`PUT /api/languages`): the default one keeps the
 * site's plain paths, each other one its own prefix (`/bn/about`).
 */
export interface SiteLanguages {
  default: LanguageCode;
  /** The other languages, in the switcher's order; never the default one. */
  others: LanguageCode[];
}

/** What a fresh site has before the owner adds a language. */
export const DEFAULT_SITE_LANGUAGES: SiteLanguages = { default: 'en', others: [] };

/** The most languages a site may have besides its default one: each multiplies the published pages. */
export const MAX_OTHER_LANGUAGES = 8;

/** Every language of the site, the default one first. */
export function siteLanguageList(languages: SiteLanguages): LanguageCode[] {
  return [languages.default, ...languages.others];
}

/** A page's path in a language: the default language's is the plain path; another's is under `/{code}`. */
export function localizedPath(path: string, language: string, defaultLanguage: string): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/**
 * The language a path is in and the page's plain path: `/bn/about` → bn, `/about`; a path under no other
 * language's prefix is the default language's.
 */
export function languageOfPath(
  pathname: string,
  languages: SiteLanguages,
): { language: LanguageCode; path: string } {
  for (const language of languages.others) {
    const prefix = `/${language}`;
    if (pathname === prefix || pathname === `${prefix}/`) return { language, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) };
  }
  return { language: languages.default, path: pathname };
}

/** The local storage key of a visitor's chosen language: read by each page's first script, before its first paint. */
export const CHOSEN_LANGUAGE_KEY = 'portfolio.language';

/** The `<html>` attribute naming the path prefix of a page's language (`/bn`): the app's router takes it as its base. */
export const LANGUAGE_BASE_ATTRIBUTE = 'data-language-base';
