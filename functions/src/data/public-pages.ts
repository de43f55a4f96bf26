import { COLLECTIONS } from '@portfolio/common';
import { db } from '../core/firebase';
import { listenForChanges, onProjectsChange } from './projects-cache';
import { onPublishedPostsChange, watchPublishedPosts } from './posts-cache';

/**
 * Which project and post pages are public, as the view counter asks for every beacon: kept by each instance, read
 * id-only (a projection, so each document costs one read and sends no more than its flag), at most once a
 * PUBLIC_PAGES_TTL_MS and again after any change the caches hear of (projects-cache, posts-cache). A beacon naming a
 * page that is not here costs nothing more: the answer is the same for one id or a million.
 */
export const PUBLIC_PAGES_TTL_MS = 60_000;

export interface PublicPages {
  projects: ReadonlySet<string>;
  posts: ReadonlySet<string>;
}

let kept: { pages: PublicPages; readAt: number } | undefined;
/** The read under way, shared by every beacon that arrives meanwhile. */
let reading: Promise<PublicPages> | undefined;
/** Bumped by every change, so that a read begun before one is not kept after it. */
let generation = 0;

/** Drops what is kept: a project or post changed (here or, as a listener heard, anywhere). */
export function forgetPublicPages(): void {
  generation++;
  kept = undefined;
  reading = undefined;
}

onProjectsChange(forgetPublicPages);
onPublishedPostsChange(forgetPublicPages);

async function readPublicPages(): Promise<PublicPages> {
  const [projects, posts] = await Promise.all([
    // A project without the flag predates drafts and is public (isPublished): the flag is all that is read.
    db.collection(COLLECTIONS.projects).select('published').get(),
    db.collection(COLLECTIONS.posts).where('published', '==', true).select().get(),
  ]);
  return {
    projects: new Set(projects.docs.filter((doc) => doc.get('published') !== false).map((doc) => doc.id)),
    posts: new Set(posts.docs.map((doc) => doc.id)),
  };
}

/** The public project ids and post slugs, from memory when read within the TTL and unchanged since. */
export function publicPages(now = Date.now()): Promise<PublicPages> {
  listenForChanges();
  watchPublishedPosts();
  if (kept && now - kept.readAt < PUBLIC_PAGES_TTL_MS) return Promise.resolve(kept.pages);
  if (!reading) {
    const readAt = generation;
    const read: Promise<PublicPages> = readPublicPages()
      .then((pages) => {
        if (generation === readAt) kept = { pages, readAt: Date.now() };
        return pages;
      })
      .finally(() => {
        if (reading === read) reading = undefined;
      });
    reading = read;
  }
  return reading;
}
