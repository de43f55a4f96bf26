import {
  buildSearchIndex,
  PUBLISHED_FILES_PREFIX,
  SEARCH_MANIFEST_PATH,
  type SearchDocument,
} from '@portfolio/common';
import { contentNamedFile } from './page-json-files';

/** Where the index's files are published: immutable (as all of /files), named after their content. */
const SEARCH_FILES_PREFIX = `${PUBLISHED_FILES_PREFIX}/search/`;

/**
 * The site's search index as published files: the documents table, the postings' chunks and the documents'
 * fragments under /files/search/ (each named by its content, so cached for good), and the fixed-name manifest
 * (revalidated on every use) that names the current ones. A document left out of a publication is in none of them.
 */
export function searchIndexFiles(documents: readonly SearchDocument[]): Map<string, Buffer> {
  const { manifest, files } = buildSearchIndex(documents, (json) =>
    contentNamedFile(SEARCH_FILES_PREFIX, json),
  );
  const published = new Map<string, Buffer>();
  for (const [file, json] of files) published.set(file, Buffer.from(json));
  published.set(SEARCH_MANIFEST_PATH, Buffer.from(JSON.stringify(manifest)));
  return published;
}
