// The languages the owner may add, by name, and what follows from a language's code alone: its direction, its
// Open Graph locale, the prefix of a path in it. Apart from languages.ts, whose few helpers every page's first load
// takes: none of this is in it (the switcher gets its languages' names from the page).

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

/**
 * The language a path's prefix names, among every known language (whether or not the site has it now), and the
 * path without it; a path without such a prefix has none.
 */
export function prefixLanguageOf(pathname: string): { language?: LanguageCode; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isLanguageCode(first)) return { path: pathname };
  return { language: first, path: `/${rest.join('/')}` };
}
