import { COLLECTIONS } from '@portfolio/common';
import { PUBLIC_S_MAXAGE_S } from '../config/cache';
import { db } from '../core/firebase';

/**
 * The public reads of the posts, kept in memory by each instance as projects-cache keeps the projects': a CDN miss
 * (any new query string on `/api/posts` or a page is one) would otherwise read every published post.
 *
 * Kept fresh the same ways: a listener on the published posts drops everything on any change, whoever made it;
 * this instance's own saves drop it at once (data/posts.ts); nothing is kept longer than the CDN may keep the answer.
 * Until the listener has its first snapshot (or after it failed) nothing is cached.
 */
const TTL_MS = PUBLIC_S_MAXAGE_S * 1000;
/** Entries are few (the published list); the bound only guards against a key made of input. */
const MAX_ENTRIES = 100;

const entries = new Map<string, { value: unknown; expiresAt: number }>();
let generation = 0;
let listener: 'off' | 'starting' | 'in-sync' = 'off';
const changeListeners = new Set<() => void>();

/** Calls `listener` on every change of the published posts this instance hears of (what else keeps reads). */
export function onPublishedPostsChange(listener: () => void): void {
  changeListeners.add(listener);
}

export function forgetCachedPosts(): void {
  generation++;
  entries.clear();
  for (const listener of changeListeners) listener();
}

/** Starts listening to the published posts (a post entering or leaving them is a change too), once. */
export function watchPublishedPosts(): void {
  if (listener !== 'off') return;
  listener = 'starting';
  db.collection(COLLECTIONS.posts)
    .where('published', '==', true)
    .onSnapshot(
      () => {
        listener = 'in-sync';
        forgetCachedPosts();
      },
      (error) => {
        console.warn('posts cache: listener failed, caching paused', error);
        listener = 'off';
        forgetCachedPosts();
      },
    );
}

/** `read()`'s answer, from memory when the same question was answered since the published posts last changed. */
export async function cachedPublicPostsRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  watchPublishedPosts();
  const cached = entries.get(key);
  if (listener === 'in-sync' && cached && cached.expiresAt > Date.now()) return cached.value as T;
  const readAt = generation;
  const value = await read();
  if (listener === 'in-sync' && generation === readAt) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { value, expiresAt: Date.now() + TTL_MS });
  }
  return value;
}
