// Server side only: the publication renders every page in every language, one after the other, and the function
// answers requests in between. A language's texts are put in place right before one synchronous render and taken
// back right after it, so no other render (and no await) ever sees them.
import arPagesCatalog from './catalogs/ar-pages.json';
import arCatalog from './catalogs/ar.json';
import bnPagesCatalog from './catalogs/bn-pages';
import bnCatalog from './catalogs/bn.json';
import { isInterfaceLanguage, type InterfaceLanguage } from './interface-languages';
import { applyInterfaceLanguage, applyInterfaceTexts, mergeCatalogs } from './interface-texts';
import { parseCatalog, type Catalog, type CatalogSource } from './parse-catalog';

/** The catalogs' parts as written: the server's bundle takes them unparsed and parses each once, when first needed. */
const CATALOG_SOURCES: Record<InterfaceLanguage, object[]> = {
  bn: [bnCatalog, bnPagesCatalog],
  ar: [arCatalog, arPagesCatalog],
};
const parsedCatalogs = new Map<InterfaceLanguage, Catalog[]>();

function catalogOf(language: InterfaceLanguage): Catalog[] {
  let catalog = parsedCatalogs.get(language);
  if (!catalog) {
    catalog = CATALOG_SOURCES[language].map((part) => parseCatalog(part as Catalog));
    parsedCatalogs.set(language, catalog);
  }
  return catalog;
}

/** A language's catalog as written (ICU messages), its parts merged; none for a language without one. */
export function catalogSourceOf(language: string): CatalogSource | undefined {
  return isInterfaceLanguage(language)
    ? (mergeCatalogs(...(CATALOG_SOURCES[language] as Catalog[])) as CatalogSource)
    : undefined;
}

/**
 * What `render` returns, rendered with the interface's texts, numbers and dates in `language`, and the owner's
 * wording (`overrides`, a catalog's part) over them. English, a language without a catalog, or none: the English
 * texts. `render` must be synchronous (`renderToString`): the texts are back in English when this returns, even if
 * it throws.
 */
export function renderInLanguage<T>(language: string | undefined, render: () => T, overrides?: Catalog): T {
  const owned = overrides ? [overrides] : [];
  const texts =
    language !== undefined && isInterfaceLanguage(language)
      ? applyInterfaceLanguage(language, ...catalogOf(language), ...owned)
      : overrides && applyInterfaceTexts(language ?? 'en', overrides);
  if (!texts) return render();
  try {
    const rendered = render();
    if (rendered instanceof Promise) throw new Error('renderInLanguage renders synchronously only');
    return rendered;
  } finally {
    texts.restore();
  }
}
