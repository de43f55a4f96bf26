import { buildSearchIndex, type SearchDocument } from './search-index';
import type { SearchIndexReader } from './search-query';

/**
 * The index of `documents` built in memory and read from there: the server's answer to a search without
 * JavaScript, from the same index and code as the browser's.
 */
export function memorySearchReader(documents: readonly SearchDocument[]): SearchIndexReader {
  let count = 0;
  const { manifest, files } = buildSearchIndex(documents, () => `${(count += 1)}`);
  const parsed = new Map<string, unknown>();
  return {
    manifest: async () => manifest,
    file: async <T>(name: string) => {
      if (!parsed.has(name)) parsed.set(name, JSON.parse(files.get(name) ?? 'null'));
      return parsed.get(name) as T;
    },
  };
}
