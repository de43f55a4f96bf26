import {
  ALL_CATEGORIES,
  memorySearchReader,
  searchSite,
  type PublicReads,
  type SearchAnswer,
  type SearchIndexReader,
} from '@portfolio/common';
import { searchDocuments } from './search-documents';

/** The last index built, and what it was built from: rebuilt only when the public content changed. */
let built: { key: string; reader: SearchIndexReader } | undefined;

/**
 * A search answered on the server (a browser without the app asked for `/search?q=…`): the same index and ranking
 * as the published files, built from the same public content.
 */
export async function searchWithReads(query: string, reads: PublicReads): Promise<SearchAnswer> {
  const [site, projects, posts] = await Promise.all([
    reads.site(),
    reads.categoryProjects(ALL_CATEGORIES),
    reads.wholePosts(),
  ]);
  const documents = searchDocuments(site, projects, posts);
  const key = JSON.stringify(documents);
  if (built?.key !== key) built = { key, reader: memorySearchReader(documents) };
  return searchSite(query, built.reader);
}
