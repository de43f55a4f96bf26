// The posts API tests' shared fixtures: a post's fields, its creation and save by the owner, and an empty start.
import { COLLECTIONS, type Post } from '@portfolio/common';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { bucket, db, requestPublication } from './backend';
import { untilPublished } from './publication-status';

export const aPost = (fields: Record<string, unknown> = {}) => ({
  title: 'Typed routes in Express',
  summary: 'How the API types its handlers.',
  body: '## Why\n\nBecause.\n\n```ts\nconst a: number = 1;\n```\n',
  tags: ['TypeScript', 'Express'],
  published: true,
  ...fields,
});

/** The owner's (or `headers`') POST /api/posts. */
export const createPost = (headers: Record<string, string>, fields: Record<string, unknown> = {}) =>
  api('/posts', { method: 'POST', headers, json: aPost(fields) });

/** A post the owner created (201). */
export async function createdPost(admin: TestAccount, fields: Record<string, unknown> = {}): Promise<Post> {
  const response = await createPost(admin.bearer, fields);
  expect(response.status).toBe(201);
  return (await jsonOf<{ data: Post }>(response)).data;
}

/** Every post, trashed post and post image removed. */
export async function clearPosts(): Promise<void> {
  for (const name of [COLLECTIONS.posts, COLLECTIONS.postTrash]) {
    await db.recursiveDelete(db.collection(name));
  }
  await bucket.deleteFiles({ prefix: 'posts/' });
}

/** Every document of the posts and the trashed posts, with their versions, by path. */
async function storedPostDocuments(): Promise<Map<string, DocumentData>> {
  const stored = new Map<string, DocumentData>();
  for (const name of [COLLECTIONS.posts, COLLECTIONS.postTrash]) {
    for (const post of (await db.collection(name).get()).docs) {
      stored.set(post.ref.path, post.data());
      for (const versions of await post.ref.listCollections()) {
        for (const version of (await versions.get()).docs) stored.set(version.ref.path, version.data());
      }
    }
  }
  return stored;
}

/**
 * A suite that starts each test with no post, and leaves the posts as it found them (the seeded ones, which the
 * browser journeys read after it), published again. `admin` is the owner who waits for that publication.
 */
export function usePostsEmptiedPerTest(admin: () => TestAccount): void {
  let found = new Map<string, DocumentData>();
  beforeAll(async () => {
    found = await storedPostDocuments();
  });
  beforeEach(clearPosts);
  afterAll(async () => {
    await clearPosts();
    const batch = db.batch();
    for (const [path, data] of found) batch.set(db.doc(path), data);
    await batch.commit();
    await requestPublication();
    await untilPublished(admin());
  });
}

/**
 * What every posts suite sets up: the owner and a visitor, no post before each test, the posts as found after the
 * file, and the owner's requests (`headers` to send another caller's).
 */
export function usePostsSuite() {
  const accounts: { admin?: TestAccount; user?: TestAccount } = {};
  beforeAll(async () => {
    [accounts.admin, accounts.user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
  });
  const admin = () => accounts.admin!;
  usePostsEmptiedPerTest(admin);
  return {
    admin,
    user: () => accounts.user!,
    create: (fields: Record<string, unknown> = {}, headers: Record<string, string> = admin().bearer) =>
      createPost(headers, fields),
    created: (fields: Record<string, unknown> = {}) => createdPost(admin(), fields),
    // A save must name the revision it replaces; a test that does not care saves over whatever is stored.
    put: (slug: string, json: unknown, headers: Record<string, string> = admin().bearer) =>
      api(`/posts/${slug}`, {
        method: 'PUT',
        headers:
          'If-Match' in headers || (json as { updatedAt?: string }).updatedAt
            ? headers
            : { ...headers, 'If-Match': '*' },
        json,
      }),
  };
}
