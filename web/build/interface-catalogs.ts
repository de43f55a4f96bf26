import type { Plugin } from 'vite';
import { parseCatalog } from '../src/i18n/parse-catalog';

const CATALOG_FILE = /[\\/]src[\\/]i18n[\\/]catalogs[\\/][a-z-]+\.json$/;

/**
 * The interface's catalogs parsed at build time (and in the dev server and the tests): the browser gets each
 * message's syntax tree, JSON still, which `message-format.ts` formats without FormatJS's parser. A message that
 * does not parse fails the build.
 */
export function interfaceCatalogs(): Plugin {
  return {
    name: 'interface-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG_FILE.test(id)) return null;
      return { code: JSON.stringify(parseCatalog(JSON.parse(code))), map: null };
    },
  };
}
