// The browser's side: a page in another language than English loads this chunk, and with it its language's
// catalog only (a chunk per language, parsed at build time), before the app renders or hydrates the server's HTML.
import { isInterfaceLanguage, type InterfaceLanguage } from './interface-languages';
import { applyInterfaceLanguage } from './interface-texts';
import type { Catalog } from './parse-catalog';

const CATALOGS: Record<InterfaceLanguage, () => Promise<{ default: object }>> = {
  bn: () => import('./catalogs/bn.json'),
  ar: () => import('./catalogs/ar.json'),
};

/** Puts the page's language's texts in place for good (a page keeps its language); English for one without a catalog. */
export async function applyPageLanguage(language: string): Promise<void> {
  if (!isInterfaceLanguage(language)) return;
  const { default: catalog } = await CATALOGS[language]();
  applyInterfaceLanguage(language, catalog as Catalog);
}
