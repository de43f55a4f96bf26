import { POST_VERSIONS_KEPT, type PostVersionSummary } from '@portfolio/common';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';
import { postVersionsCollection, type PostFields } from './posts';
import { RecordGoneError } from './write-errors';

/** `posts/{slug}/versions/{id}`: the owner's fields of a post as an earlier save left them. */
export interface PostVersionDocument {
  fields: PostFields;
  savedAt: Timestamp;
  savedBy: string;
}

/** The kept versions of a post, newest first. */
export async function listPostVersions(slug: string): Promise<PostVersionSummary[]> {
  const snapshot = await postVersionsCollection(slug)
    .orderBy('savedAt', 'desc')
    .limit(POST_VERSIONS_KEPT)
    .get();
  return snapshot.docs.map((doc) => {
    const version = doc.data() as PostVersionDocument;
    return {
      id: doc.id,
      savedAt: version.savedAt.toDate().toISOString(),
      savedBy: version.savedBy,
      title: version.fields.title,
      published: version.fields.published,
    };
  });
}

export async function findPostVersion(slug: string, versionId: string): Promise<PostFields> {
  const version = (await postVersionsCollection(slug).doc(versionId).get()).data() as
    PostVersionDocument | undefined;
  if (!version) throw new RecordGoneError(versionId);
  return version.fields;
}

/** Removes the versions of a post beyond the newest POST_VERSIONS_KEPT. */
export async function prunePostVersions(slug: string): Promise<void> {
  const old = await postVersionsCollection(slug).orderBy('savedAt', 'desc').offset(POST_VERSIONS_KEPT).get();
  if (old.empty) return;
  const batch = db.batch();
  for (const doc of old.docs) batch.delete(doc.ref);
  await batch.commit();
}

/** Removes every version of a post (it is removed for good). */
export async function removePostVersions(slug: string): Promise<void> {
  await db.recursiveDelete(postVersionsCollection(slug));
}
