import type { Rolldown } from 'vite';

const PAGE_LANGUAGE_MODULE = /[\\/]src[\\/]i18n[\\/]page-language\.ts$/;
/** A language's catalog of the home page's texts (`bn.json`; not the other pages' part, `bn-pages`, loaded when idle). */
const PAGES_CATALOG_MODULE = /[\\/]src[\\/]i18n[\\/]catalogs[\\/]([a-z]+)\.json$/;

/** The chunk of `module` and every chunk it imports statically, each once. */
function withImports(bundle: Rolldown.OutputBundle, fileName: string, found: string[] = []): string[] {
  const chunk = bundle[fileName];
  if (found.includes(fileName) || chunk?.type !== 'chunk') return found;
  found.push(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, found);
  return found;
}

/**
 * What the first load of a page in another language downloads besides `/`'s (`firstLoad`): the chunk that puts
 * the language's texts in place, with what it imports that `/` has not loaded, and the language's catalog. Keyed
 * by language.
 */
export function languageFirstLoads(
  bundle: Rolldown.OutputBundle,
  firstLoad: readonly string[],
): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const pageLanguage = chunks.find((chunk) => PAGE_LANGUAGE_MODULE.test(chunk.facadeModuleId ?? ''));
  const loads = new Map<string, string[]>();
  if (!pageLanguage) return loads;
  const common = withImports(bundle, pageLanguage.fileName).filter((file) => !firstLoad.includes(file));
  for (const chunk of chunks) {
    const language = PAGES_CATALOG_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (language) loads.set(language, [...common, ...withImports(bundle, chunk.fileName)]);
  }
  return loads;
}
