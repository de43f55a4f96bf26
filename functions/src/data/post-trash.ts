import { COLLECTIONS, type TrashedPost } from '@portfolio/common';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';
import { postsCollection, revisionOf, toPostSummary, type PostDocument } from './posts';
import { trashStamps } from './trash';
import { RecordChangedError, RecordGoneError } from './write-errors';

/**
 * A deleted post waits here, with its images and versions, until it is restored or removed for good: by the owner,
 * or once it has been here TRASH_KEPT_DAYS (the media sweep), as a project does.
 */
interface PostTrashDocument {
  post: PostDocument;
  trashedAt: Timestamp;
  expiresAt: Timestamp;
}

const trashCollection = () => db.collection(COLLECTIONS.postTrash);

/**
 * Moves a post to the trash in one transaction: it leaves every public page at once. Answers the post moved.
 * `accepts`, when given, checks the stored revision (`If-Match`): a post saved since stays (RecordChangedError).
 */
export async function movePostToTrash(
  slug: string,
  accepts?: (revision: string) => boolean,
  now = new Date(),
): Promise<PostDocument> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(postsCollection().doc(slug));
    if (!snapshot.exists) throw new RecordGoneError(slug);
    const post = snapshot.data() as PostDocument;
    if (accepts && !accepts(revisionOf(post))) throw new RecordChangedError(slug);
    const trashed: PostTrashDocument = {
      post,
      ...trashStamps(now),
    };
    transaction.set(trashCollection().doc(slug), trashed);
    transaction.delete(snapshot.ref);
    return trashed.post;
  });
}

/** The trashed posts, most recently deleted first. */
export async function listPostTrash(): Promise<{ post: TrashedPost; paths: string[] }[]> {
  const snapshot = await trashCollection().orderBy('trashedAt', 'desc').get();
  return snapshot.docs.map((doc) => {
    const data = doc.data() as PostTrashDocument;
    return {
      post: {
        ...toPostSummary(doc.id, data.post),
        trashedAt: data.trashedAt.toDate().toISOString(),
        expiresAt: data.expiresAt.toDate().toISOString(),
      },
      paths: data.post.images.map((image) => image.path),
    };
  });
}

/** Puts a trashed post back as it was, published or not. */
export async function restorePostFromTrash(slug: string): Promise<PostDocument> {
  return db.runTransaction(async (transaction) => {
    const trashed = await transaction.get(trashCollection().doc(slug));
    const doc = trashed.data() as PostTrashDocument | undefined;
    if (!doc) throw new RecordGoneError(slug);
    // A live post took the slug meanwhile: the trashed one stays where it is.
    if ((await transaction.get(postsCollection().doc(slug))).exists) throw new RecordChangedError(slug);
    const post = { ...doc.post, updatedAt: Timestamp.now() };
    transaction.create(postsCollection().doc(slug), post);
    transaction.delete(trashed.ref);
    return post;
  });
}

/** Removes a trashed post's record for good, answering it (its files and versions are the caller's to remove). */
export async function removePostFromTrash(slug: string): Promise<PostDocument> {
  return db.runTransaction(async (transaction) => {
    const trashed = await transaction.get(trashCollection().doc(slug));
    const doc = trashed.data() as PostTrashDocument | undefined;
    if (!doc) throw new RecordGoneError(slug);
    transaction.delete(trashed.ref);
    return doc.post;
  });
}

/** The slugs of the trashed posts whose time is up. */
export async function expiredPostTrash(now: Date): Promise<string[]> {
  const snapshot = await trashCollection().where('expiresAt', '<=', Timestamp.fromDate(now)).get();
  return snapshot.docs.map((doc) => doc.id);
}
