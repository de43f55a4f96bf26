import { COLLECTIONS, POST_LIMITS, UNTITLED_SLUG_BASE } from '@portfolio/common';
import { randomInt } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../core/firebase';
import { postsCollection, type PostDocument } from './posts';
import { forgetCachedPosts } from './posts-cache';
import { SlugTakenError } from './write-errors';

/** A post's creation: where it went, and whether this save made it or an earlier save of the same key did. */
export interface PostCreation {
  slug: string;
  doc: PostDocument;
  /** Made by this save (201); otherwise an earlier save of the same key made it (200). */
  created: boolean;
  /** When the post an earlier save made is in the trash now. */
  trashedAt?: Date;
}

/** How a new post's slug is chosen: exactly the one given, or the first free one made from the title. */
export type SlugChoice = { chosen: string } | { fromTitle: string };

/** The numbered slugs tried (`base`, `base-2`… `base-9`) before a random suffix. */
const NUMBERED_ATTEMPTS = 9;
const RANDOM_ATTEMPTS = 3;
const RANDOM_SUFFIX_LENGTH = 6;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const randomSuffix = () =>
  Array.from({ length: RANDOM_SUFFIX_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Within the slug limit once `room` characters are added. */
const fit = (base: string, room: number) => base.slice(0, POST_LIMITS.slug - room).replace(/-+$/, '');

/**
 * The slugs a post made from its title may take, in order: readable ones first; then, so that no title runs out of
 * slugs (50 posts of one title once answered 409), the base with a random suffix. A title with no Latin letter or
 * digit is given the day, `post-2026-01-31`, which reads better than `post-17`.
 */
export function slugCandidates(fromTitle: string, now = new Date()): string[] {
  const base = fromTitle || `${UNTITLED_SLUG_BASE}-${now.toISOString().slice(0, 10)}`;
  const numbered = Array.from({ length: NUMBERED_ATTEMPTS }, (_, i) =>
    i === 0 ? base : `${fit(base, 3)}-${i + 1}`,
  );
  const random = Array.from(
    { length: RANDOM_ATTEMPTS },
    () => `${fit(base, RANDOM_SUFFIX_LENGTH + 1)}-${randomSuffix()}`,
  );
  return [...numbered, ...random];
}

async function isFree(transaction: Transaction, slug: string): Promise<boolean> {
  // A trashed post keeps its slug until it is removed for good (by the owner, or when its time in the trash is up).
  const [post, trashed] = await Promise.all([
    transaction.get(postsCollection().doc(slug)),
    transaction.get(db.collection(COLLECTIONS.postTrash).doc(slug)),
  ]);
  return !post.exists && !trashed.exists;
}

/** The post an earlier save of this key made, live or in the trash (read in the transaction, so two retries meet). */
async function madeBySave(transaction: Transaction, saveKey: string): Promise<PostCreation | undefined> {
  const [live, trashed] = await Promise.all([
    transaction.get(postsCollection().where('saveKey', '==', saveKey).limit(1)),
    transaction.get(db.collection(COLLECTIONS.postTrash).where('post.saveKey', '==', saveKey).limit(1)),
  ]);
  const [post] = live.docs;
  if (post) return { slug: post.id, doc: post.data() as PostDocument, created: false };
  const [entry] = trashed.docs;
  if (!entry) return undefined;
  const { post: doc, trashedAt } = entry.data() as { post: PostDocument; trashedAt: { toDate(): Date } };
  return { slug: entry.id, doc, created: false, trashedAt: trashedAt.toDate() };
}

/**
 * Stores a new post, in one transaction: under the slug chosen, or refused when it is taken (SlugTakenError); or
 * under the first free slug of its title's. With a `saveKey`, a retry of a save that was stored answers that post
 * and stores nothing.
 */
export async function createPost(
  slugChoice: SlugChoice,
  doc: PostDocument,
  saveKey?: string,
): Promise<PostCreation> {
  const outcome = await db.runTransaction(async (transaction) => {
    const earlier = saveKey ? await madeBySave(transaction, saveKey) : undefined;
    if (earlier) return earlier;
    const stored = saveKey ? { ...doc, saveKey } : doc;
    const candidates = 'chosen' in slugChoice ? [slugChoice.chosen] : slugCandidates(slugChoice.fromTitle);
    for (const slug of candidates) {
      if (await isFree(transaction, slug)) {
        transaction.create(postsCollection().doc(slug), stored);
        return { slug, doc: stored, created: true };
      }
    }
    throw new SlugTakenError();
  });
  // This instance's cached public reads go at once (a post made public); the listener tells the others.
  if (outcome.created) forgetCachedPosts();
  return outcome;
}
