// The site's languages and their addresses. Every page's first load takes this module (the header's switcher), so it
// holds constants and small functions only.

/**
 * The languages the owner may add, by their BCP 47 primary subtag, each named in itself (as a switcher shows it to
 * those who read it). The interface has complete catalogs for some of them; for the others it falls back to the
 * default language's texts.
 */
export const KNOWN_LANGUAGES = {
  en: 'English',
  bn: 'বাংলা',
  ar: 'العربية',
  hi: 'हिन्दी',
  ur: 'اردو',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
  tr: 'Türkçe',
  ja: '日本語',
  zh: '中文',
  ko: '한국어',
  id: 'Bahasa Indonesia',
  ru: 'Русский',
  fa: 'فارسی',
  he: 'עברית',
} as const;
export type LanguageCode = keyof typeof KNOWN_LANGUAGES;
export const LANGUAGE_CODES = Object.keys(KNOWN_LANGUAGES) as LanguageCode[];

/** The languages written from right to left: their pages are laid out mirrored (`dir="rtl"`). */
const RIGHT_TO_LEFT: readonly string[] = ['ar', 'ur', 'fa', 'he'];

export type TextDirection = 'ltr' | 'rtl';

export function textDirection(language: string): TextDirection {
  return RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(KNOWN_LANGUAGES, value);
}

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

/** The `og:locale` of a language (`en_US`-like, as Open Graph names a locale); a bare code where none is usual. */
const OPEN_GRAPH_LOCALES: Partial<Record<LanguageCode, string>> = {
  en: 'en_US',
  bn: 'bn_BD',
  ar: 'ar_AR',
  hi: 'hi_IN',
  ur: 'ur_PK',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_BR',
  it: 'it_IT',
  nl: 'nl_NL',
  tr: 'tr_TR',
  ja: 'ja_JP',
  zh: 'zh_CN',
  ko: 'ko_KR',
  id: 'id_ID',
  ru: 'ru_RU',
  fa: 'fa_IR',
  he: 'he_IL',
};

export function openGraphLocale(language: LanguageCode): string {
  return OPEN_GRAPH_LOCALES[language] ?? language;
}

/** The local storage key of a visitor's chosen language: read by each page's first script, before its first paint. */
export const CHOSEN_LANGUAGE_KEY = 'portfolio.language';

/** The `<html>` attribute naming the path prefix of a page's language (`/bn`): the app's router takes it as its base. */
export const LANGUAGE_BASE_ATTRIBUTE = 'data-language-base';

/**
 * The language a path's prefix names, among every known language (whether or not the site has it now), and the
 * path without it; a path without such a prefix has none.
 */
export function prefixLanguageOf(pathname: string): { language?: LanguageCode; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isLanguageCode(first)) return { path: pathname };
  return { language: first, path: `/${rest.join('/')}` };
}
