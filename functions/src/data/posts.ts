import {
  COLLECTIONS,
  type Post,
  type PostHeading,
  type PostInput,
  type PostSummary,
} from '@portfolio/common';
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/firebase';
import { cachedPublicPostsRead, forgetCachedPosts } from './posts-cache';
import { RecordChangedError, RecordGoneError } from './write-errors';

/** An image stored for a post: its URL as the Markdown names it, its storage path and its size. */
export interface StoredPostImage {
  url: string;
  path: string;
  width: number;
  height: number;
}

/** What the owner writes of a post; the rest is rendered from it or kept by the API. */
export interface PostFields {
  title: string;
  summary: string;
  body: string;
  tags: string[];
  published: boolean;
  publishedAt: Timestamp | null;
}

/** `posts/{slug}`: the fields, the HTML rendered from the body at the save, and the images it may name. */
export interface PostDocument extends PostFields {
  html: string;
  headings: PostHeading[];
  readingMinutes: number;
  images: StoredPostImage[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  updatedBy: string;
  /** The save that created it, from its `Idempotency-Key` (http/idempotency.ts): its retries answer this post. */
  saveKey?: string;
}

export const postsCollection = () => db.collection(COLLECTIONS.posts);
export const postVersionsCollection = (slug: string) =>
  postsCollection().doc(slug).collection(COLLECTIONS.postVersions);

const iso = (time: Timestamp | null) => (time ? time.toDate().toISOString() : null);

/** The post's revision as the API shows it: its `updatedAt`, which a save names to edit only that revision. */
export const revisionOf = (doc: PostDocument) => doc.updatedAt.toDate().toISOString();

export function toPostSummary(slug: string, doc: PostDocument): PostSummary {
  return {
    id: slug,
    slug,
    title: doc.title,
    summary: doc.summary,
    tags: doc.tags,
    published: doc.published,
    publishedAt: iso(doc.publishedAt),
    updatedAt: revisionOf(doc),
    readingMinutes: doc.readingMinutes,
  };
}

/** A post as its page shows it; the Markdown only `withBody` (the owner's editor). */
export function toPost(slug: string, doc: PostDocument, { withBody = false } = {}): Post {
  return {
    ...toPostSummary(slug, doc),
    html: doc.html,
    headings: doc.headings,
    ...(withBody && { body: doc.body }),
  };
}

/** Published first by date, newest first; drafts (the owner's list) before them, last edited first. */
function newestFirst(a: PostSummary, b: PostSummary): number {
  if (a.published !== b.published) return a.published ? 1 : -1;
  const key = (post: PostSummary) => (post.published ? (post.publishedAt ?? '') : post.updatedAt);
  return key(b).localeCompare(key(a));
}

/** The posts, newest first: the published ones, or every one for the owner. */
export async function listPosts({ includeDrafts = false } = {}): Promise<PostSummary[]> {
  // The public list, which every CDN miss of a list or a post asks for, from this instance's memory (posts-cache).
  if (!includeDrafts) return cachedPublicPostsRead('published', () => readPosts(false));
  return readPosts(true);
}

async function readPosts(includeDrafts: boolean): Promise<PostSummary[]> {
  const query = includeDrafts ? postsCollection() : postsCollection().where('published', '==', true);
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => toPostSummary(doc.id, doc.data() as PostDocument)).sort(newestFirst);
}

/** The newest published posts, whole (the feed, and the publication with every one). */
export async function publishedPostsWithHtml(limit = Infinity): Promise<Post[]> {
  const snapshot = await postsCollection().where('published', '==', true).get();
  return snapshot.docs
    .map((doc) => toPost(doc.id, doc.data() as PostDocument))
    .sort(newestFirst)
    .slice(0, limit);
}

export async function findPost(slug: string): Promise<PostDocument | undefined> {
  return (await postsCollection().doc(slug).get()).data() as PostDocument | undefined;
}

/** Every post with the storage paths of its images, drafts included (the export). */
export async function postsWithFiles(): Promise<{ post: Post; paths: string[] }[]> {
  const snapshot = await postsCollection().get();
  return snapshot.docs.map((doc) => {
    const data = doc.data() as PostDocument;
    return { post: toPost(doc.id, data, { withBody: true }), paths: data.images.map((image) => image.path) };
  });
}

/** Every storage path a post names. */
export async function postFilePaths(): Promise<string[]> {
  const snapshot = await postsCollection().select('images').get();
  return snapshot.docs.flatMap((doc) => ((doc.get('images') ?? []) as StoredPostImage[]).map((i) => i.path));
}

/** The owner's fields of a save; the publication date is set at the first publication unless given. */
export function postFieldsOf(input: PostInput, current?: PostFields): PostFields {
  const given = input.publishedAt ? Timestamp.fromDate(new Date(input.publishedAt)) : undefined;
  return {
    title: input.title,
    summary: input.summary,
    body: input.body,
    tags: input.tags,
    published: input.published,
    publishedAt: given ?? current?.publishedAt ?? (input.published ? Timestamp.now() : null),
  };
}

/** A new post's document: its fields, what was rendered from its body, no images yet. */
export function newPostDocument(
  fields: PostFields,
  rendered: Pick<PostDocument, 'html' | 'headings' | 'readingMinutes'>,
  by: string,
): PostDocument {
  const now = Timestamp.now();
  return { ...fields, ...rendered, images: [], createdAt: now, updatedAt: now, updatedBy: by };
}

/** What a save makes of the stored post. */
export type PostChange = (current: PostDocument) => PostDocument;

function currentOf(snapshot: DocumentSnapshot, slug: string): PostDocument {
  const current = snapshot.data() as PostDocument | undefined;
  if (!current) throw new RecordGoneError(slug);
  return current;
}

/** The earlier save kept by a change: the owner's fields as they were. */
function keepVersion(transaction: Transaction, slug: string, current: PostDocument, by: string): void {
  const { title, summary, body, tags, published, publishedAt } = current;
  transaction.create(postVersionsCollection(slug).doc(), {
    fields: { title, summary, body, tags, published, publishedAt },
    savedAt: Timestamp.now(),
    savedBy: by,
  });
}

/**
 * Replaces a post with what `change` makes of it, keeping the replaced fields as a version, in one transaction.
 * `accepts`, when given, checks the stored revision against the one the edit began from: a post saved since is
 * left alone (RecordChangedError).
 */
export async function updatePost(
  slug: string,
  change: PostChange,
  by: string,
  accepts?: (revision: string) => boolean,
): Promise<PostDocument> {
  const saved = await db.runTransaction(async (transaction) => {
    const ref = postsCollection().doc(slug);
    const current = currentOf(await transaction.get(ref), slug);
    if (accepts && !accepts(revisionOf(current))) throw new RecordChangedError();
    keepVersion(transaction, slug, current, by);
    const next = { ...change(current), updatedAt: Timestamp.now(), updatedBy: by };
    transaction.set(ref, next);
    return next;
  });
  // This instance's cached public reads go at once; the listener tells the others.
  forgetCachedPosts();
  return saved;
}

/** Adds an image to those a post may name, without a version: the Markdown naming it is saved later. */
export async function addPostImage(slug: string, image: StoredPostImage): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const ref = postsCollection().doc(slug);
    const current = currentOf(await transaction.get(ref), slug);
    transaction.update(ref, { images: [...current.images, image] });
  });
}
