import {
  escapeHtml,
  KNOWN_LANGUAGES,
  LANGUAGE_BASE_ATTRIBUTE,
  localizedPath,
  openGraphLocale,
  siteLanguageList,
  textDirection,
  type InterfaceTextOverrides,
  type LanguageCode,
  type PageLanguages,
  type PageRenderOptions,
  type SiteLanguages,
} from '@portfolio/common';

/** Where a page stands among the site's languages: its language, and its path in the default one. */
export interface PageLanguage {
  languages: SiteLanguages;
  language: LanguageCode;
  /** The page's path without a language prefix (`/about` for `/bn/about`). */
  path: string;
}

/**
 * How the renderer renders a page in its language: under the language's prefix (none for the default one, which the
 * app's router takes as its base), with the switcher's languages (each with its name) on a site of several, and the
 * owner's wording of the interface's texts in it, if any.
 */
export function renderOptionsOf(
  { languages, language }: Omit<PageLanguage, 'path'>,
  interfaceTexts?: InterfaceTextOverrides,
): PageRenderOptions {
  const switcher: PageLanguages = {
    current: language,
    default: languages.default,
    languages: siteLanguageList(languages).map((code) => ({ code, name: KNOWN_LANGUAGES[code] })),
  };
  return {
    language,
    basename: localizedPath('', language, languages.default) || undefined,
    languages: languages.others.length > 0 ? switcher : undefined,
    interfaceTexts,
  };
}

/** A page's address in each of the site's languages, escaped for HTML and XML: its alternates. */
export function alternateUrls(
  origin: string,
  path: string,
  languages: SiteLanguages,
): { language: LanguageCode; href: string }[] {
  return siteLanguageList(languages).map((language) => ({
    language,
    href: escapeHtml(`${origin}${localizedPath(path, language, languages.default)}`),
  }));
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
  const { basename } = renderOptionsOf(page);
  const base = basename ? ` ${LANGUAGE_BASE_ATTRIBUTE}="${basename}"` : '';
  const urls = alternateUrls(origin, path, languages);
  const alternates = [
    ...urls.map(({ language: code, href }) => `<link rel="alternate" hreflang="${code}" href="${href}" />`),
    // The default language's address: the first.
    `<link rel="alternate" hreflang="x-default" href="${urls[0]?.href ?? ''}" />`,
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
