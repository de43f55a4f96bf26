import type { Request } from 'express';

/**
 * Which stored revisions a conditional write accepts: `If-Match` (RFC 9110 13.1.1: `*`, which any existing record
 * meets, or a list of entity tags), and the revision a form says it was filled from. Both must hold when both are
 * sent. A revision here is the record's `updatedAt` as the API shows it; the tag is that time, quoted.
 */
export type RevisionCheck = (revision: string) => boolean;

/** The revisions an `If-Match` header names: undefined without one, 'any' for `*`. A weak tag (W/) never matches. */
export function ifMatchRevisions(header: string | undefined): string[] | 'any' | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (value === '*') return 'any';
  return value.split(',').flatMap((tag) => {
    const trimmed = tag.trim();
    if (trimmed.startsWith('W/')) return [];
    // The bare time is taken too, as the API always took it.
    return [trimmed.replace(/^"(.*)"$/, '$1')];
  });
}

/**
 * The check a request's conditions make of the stored revision; undefined when it sends none (the write is then
 * unconditional, as the projects' and the site's are without one).
 */
export function revisionCheckOf(req: Request, formRevision?: string): RevisionCheck | undefined {
  const named = ifMatchRevisions(req.get('If-Match'));
  if (named === undefined && !formRevision) return undefined;
  return (revision) =>
    (named === undefined || named === 'any' || named.includes(revision)) &&
    (!formRevision || formRevision === revision);
}
