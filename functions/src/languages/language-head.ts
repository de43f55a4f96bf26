import {
  escapeHtml,
  KNOWN_LANGUAGES,
  LANGUAGE_BASE_ATTRIBUTE,
  localizedPath,
  openGraphLocale,
  siteLanguageList,
  textDirection,
  type LanguageCode,
  type PageLanguages,
  type SiteLanguages,
} from '@portfolio/common';

/** Where a page stands among the site's languages: its language, and its path in the default one. */
export interface PageLanguage {
  languages: SiteLanguages;
  language: LanguageCode;
  /** The page's path without a language prefix (`/about` for `/bn/about`). */
  path: string;
}

/** The JSON the language switcher is rendered from: each language with its name, the page's first. */
export function switcherLanguages({ languages, language }: Omit<PageLanguage, 'path'>): PageLanguages {
  return {
    current: language,
    default: languages.default,
    languages: siteLanguageList(languages).map((code) => ({ code, name: KNOWN_LANGUAGES[code] })),
  };
}

/**
 * A page with what says its language and where its other languages are: `<html lang dir>` (and the path prefix the
 * app's router takes as its base), a `hreflang` link to each language's page and `x-default` to the default one's,
 * before the page's first script (which reads them to apply a visitor's remembered choice before the first paint),
 * its canonical address (`canonical`: a page that is indexed; or the one the page named) and `og:url` in its own
 * language, and its `og:locale` with the others as alternates. A site of one language is left as it is.
 */
export function withLanguageHead(
  html: string,
  page: PageLanguage,
  origin: string,
  { canonical }: { canonical: boolean },
): string {
  const { languages, language, path } = page;
  if (languages.others.length === 0) return html;
  const all = siteLanguageList(languages);
  const urlIn = (code: string) => escapeHtml(`${origin}${localizedPath(path, code, languages.default)}`);
  const base = language === languages.default ? '' : ` ${LANGUAGE_BASE_ATTRIBUTE}="/${language}"`;
  const alternates = [
    ...all.map((code) => `<link rel="alternate" hreflang="${code}" href="${urlIn(code)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${urlIn(languages.default)}" />`,
  ].join('');
  const locales = [
    `<meta property="og:locale" content="${openGraphLocale(language)}" />`,
    ...all
      .filter((code) => code !== language)
      .map((code) => `<meta property="og:locale:alternate" content="${openGraphLocale(code)}" />`),
  ].join('\n    ');
  // A page that names another as its canonical (a project's screenshot, its project) keeps it, in its language.
  const named = /<link\s+rel="canonical"\s+href="([^"]+)"/.exec(html)?.[1];
  const canonicalPath = named && URL.canParse(named) ? new URL(named).pathname : path;
  const own = escapeHtml(`${origin}${localizedPath(canonicalPath, language, languages.default)}`);
  let localized = html
    .replace(
      /<html lang="[^"]*"[^>]*>/,
      () => `<html lang="${language}" dir="${textDirection(language)}"${base}>`,
    )
    .replace('<head>', () => `<head>${alternates}`)
    .replace(/<link\s+rel="canonical"[^>]*>\s*/g, '')
    .replace(/<meta\s+property="og:url"[^>]*>/, () => `<meta property="og:url" content="${own}" />`);
  const head = [canonical || named ? `<link rel="canonical" href="${own}" />` : '', locales]
    .filter(Boolean)
    .join('\n    ');
  localized = localized.replace('</head>', () => `  ${head}\n  </head>`);
  return localized;
}
