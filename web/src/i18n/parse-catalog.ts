// Parses a catalog's ICU messages: at build time for the browser (the Vite plugin `interfaceCatalogs`), and on the
// server, whose bundle takes the catalogs as written. Never in the browser's bundle.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { ParsedMessage } from './message-format';

/** A catalog as written: per text module, its texts' keys as in English, each an ICU message. */
export interface CatalogSource {
  [key: string]: string | CatalogSource;
}
/** A catalog parsed: the same tree, each message parsed (one without arguments stays a string). */
export interface Catalog {
  [key: string]: ParsedMessage | Catalog;
}

/** The message parsed: a plain text stays a string; the tree has no source locations (a smaller bundle). */
export function parseMessage(message: string): ParsedMessage {
  const elements = parse(message, { ignoreTag: true, requiresOtherClause: true, shouldParseSkeletons: true });
  const [only] = elements;
  return elements.length === 0 ? '' : elements.length === 1 && only?.type === 0 ? only.value : elements;
}

/** Every message of the catalog parsed. One already parsed (the test runner's Vite plugin did it) stays as it is. */
export function parseCatalog(source: CatalogSource | Catalog): Catalog {
  const parsed: Catalog = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') parsed[key] = parseMessage(value);
    else if (Array.isArray(value)) parsed[key] = value;
    else parsed[key] = parseCatalog(value);
  }
  return parsed;
}
