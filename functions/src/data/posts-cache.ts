import { COLLECTIONS } from '@portfolio/common';
import { db } from '../core/firebase';
import { listenedCache } from './listened-cache';

/**
 * The public reads of the posts, kept in memory by each instance as projects-cache keeps the projects': a CDN miss
 * (any new query string on `/api/posts` or a page is one) would otherwise read every published post. A post
 * entering or leaving the published ones is a change too; this instance's own saves drop it at once (data/posts.ts).
 */
const cache = listenedCache(
  'posts',
  () => db.collection(COLLECTIONS.posts).where('published', '==', true),
  // Entries are few (the published list).
  { maxEntries: 100 },
);

export const onPublishedPostsChange = cache.onChange;
export const forgetCachedPosts = cache.forget;
export const watchPublishedPosts = cache.listen;
export const cachedPublicPostsRead = cache.read;
