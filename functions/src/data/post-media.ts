import { COLLECTIONS } from '@portfolio/common';
import { db } from '../core/firebase';
import { storagePathsNamedIn } from './post-media-refs';
import { postsCollection, type PostDocument, type StoredPostImage } from './posts';

/** What a post keeps: the images uploaded for it and every file its Markdown names. */
function pathsOfPost(post: Pick<PostDocument, 'images' | 'body'> | undefined): string[] {
  if (!post) return [];
  const images = ((post.images ?? []) as StoredPostImage[]).map((image) => image.path);
  return [...images, ...storagePathsNamedIn(post.body ?? '')];
}

/**
 * Every storage path the writing still names: the live and trashed posts (their images and Markdown) and every
 * kept version's Markdown (a restore brings that text back). Read whole: the sweep and a removal for good alone
 * ask, and a post's documents are few.
 */
export async function postMediaPaths(): Promise<Set<string>> {
  const [live, trashed, versions] = await Promise.all([
    postsCollection().select('images', 'body').get(),
    db.collection(COLLECTIONS.postTrash).select('post.images', 'post.body').get(),
    db.collectionGroup(COLLECTIONS.postVersions).select('fields.body').get(),
  ]);
  return new Set([
    ...live.docs.flatMap((doc) => pathsOfPost(doc.data() as PostDocument)),
    ...trashed.docs.flatMap((doc) => pathsOfPost((doc.data() as { post?: PostDocument }).post)),
    ...versions.docs.flatMap((doc) => storagePathsNamedIn(String(doc.get('fields.body') ?? ''))),
  ]);
}
