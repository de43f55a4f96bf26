import type { SiteContent } from '@portfolio/common';
import { isDeepStrictEqual } from 'node:util';
// Types only: these rules stay pure, loading no Firestore client.
import type { ProjectDocument } from './projects';

/**
 * Which writes change what the public pages, the feed, the sitemap or a published image show, and so start a
 * publication (each one makes a Hosting version in production: a draft save must not push the last good one out).
 * `undefined` stands for "no such record" on that side: before a create, after a delete or a move to the trash.
 */

/** A project as these rules see it: a project without the flag predates drafts and counts as published. */
export type ProjectState = Pick<ProjectDocument, 'published'> | undefined;
/** A post is public only while its flag is set, as the public queries read it (`published == true`). */
export type PostState = { published?: boolean } | undefined;

// As `isPublished` of projects.ts, which this module does not load.
const projectIsPublic = (project: ProjectState) => project !== undefined && project.published !== false;
const postIsPublic = (post: PostState) => post?.published === true;

/**
 * A project's create, edit, (un)publish, move to or from the trash: public when it is published before or after.
 * Every stored field of a published project is in its page's data (even `priority` and `updatedAt`), so any edit of
 * one is public; a draft that stays a draft is on no page.
 */
export function isPublicProjectChange(before: ProjectState, after: ProjectState): boolean {
  return projectIsPublic(before) || projectIsPublic(after);
}

/**
 * A post's create, save, version restore, move to or from the trash: public when it is published before or after
 * (a published post's save changes at least its `updatedAt`, which its page and the feed show).
 */
export function isPublicPostChange(before: PostState, after: PostState): boolean {
  return postIsPublic(before) || postIsPublic(after);
}

/**
 * Priorities given to projects (a reorder, or the room a restore makes): public when one of the projects whose
 * priority changed is published; drafts moving among themselves change no page.
 */
export function isPublicPriorityChange(moved: readonly ProjectState[]): boolean {
  return moved.some(projectIsPublic);
}

/** A value as the pages carry it, as JSON: key order and `undefined` fields make no difference there. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * The site content: every field of it is public (each page carries it whole, and `GET /api/site` answers it to
 * anyone), while the storage paths beside it change only with it. A save that leaves it as it was changes nothing.
 */
export function isPublicSiteChange(before: SiteContent, after: SiteContent): boolean {
  return !isDeepStrictEqual(asJson(before), asJson(after));
}
