import { PUBLISHED_FILES_PREFIX } from '@portfolio/common';
import { createHash } from 'node:crypto';
import type { PageRenderer } from '../services/page-renderer';

/** Where the pages' JSON files are published: immutable (as all of /files), named after their content. */
const PAGE_JSON_FILES_PREFIX = `${PUBLISHED_FILES_PREFIX}/page-data/`;

/** A published file's path named after its content (`{prefix}{hash}.json`): a change is a new file, never a stale one. */
export function contentNamedFile(prefix: string, json: string): string {
  return `${prefix}${createHash('sha256').update(json).digest('base64url').slice(0, 16)}.json`;
}

/**
 * A rendered page as it is published: its JSON elements (the site content, the data it was rendered with) become
 * one file, added to `files`, which the root names and the app fetches when it starts, so the first paint needs the
 * page's markup alone.
 */
export function withJsonInFiles(
  renderer: Pick<PageRenderer, 'withJsonInFile'>,
  page: string,
  files: Map<string, Buffer>,
): string {
  const fileOf = (json: string) => contentNamedFile(PAGE_JSON_FILES_PREFIX, json);
  const { html, json } = renderer.withJsonInFile(page, fileOf);
  if (json !== undefined) files.set(fileOf(json), Buffer.from(json));
  return html;
}
