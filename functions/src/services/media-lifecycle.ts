import { PUBLIC_S_MAXAGE_S } from '../config/cache';
import {
  dueFileDeletions,
  forgetFileDeletion,
  pendingDeletionPaths,
  scheduleFileDeletion,
} from '../data/media-deletions';
import { postMediaPaths } from '../data/post-media';
import { expiredPostTrash, removePostFromTrash } from '../data/post-trash';
import { removePostVersions } from '../data/post-versions';
import { findProject, projectFilePaths, storedPathsOf } from '../data/projects';
import { siteFilePaths } from '../data/site-content';
import { expiredTrash, removeFromTrash, trashFilePaths } from '../data/trash';
import { userFilePaths } from '../data/users';
import { deleteFiles, storedFilesUnder } from './storage';

/**
 * A stored image's life: a save stores it under its owner's folder and names it in the document; a later save that
 * replaces it schedules its removal for when no cached page can name it any more (twice the CDN's window); the
 * sweep below removes it then, and also removes any file that nothing names and nothing is waiting for.
 */
export const SUPERSEDED_FILE_KEPT_MS = 2 * PUBLIC_S_MAXAGE_S * 1000;
/** A file nothing names may still belong to a save under way: only older ones are orphans. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** The folders whose files documents name. */
const MEDIA_FOLDERS = ['projects/', 'users/', 'site/', 'posts/'];

/** Files a save no longer names: kept readable for the pages cached meanwhile, then removed by the sweep. */
export async function retireFiles(paths: string[], now = new Date()): Promise<void> {
  await scheduleFileDeletion(paths, new Date(now.getTime() + SUPERSEDED_FILE_KEPT_MS));
}

/**
 * Removes a trashed project for good, with the files its trashed copy names and those its saves superseded that
 * still wait in its folder: never the whole folder, so that a live project of the same id keeps every file it names.
 */
export async function deleteTrashedForGood(id: string): Promise<void> {
  const named = await removeFromTrash(id);
  const folder = `projects/${id}/`;
  const [live, pending] = await Promise.all([findProject(id), pendingDeletionPaths()]);
  const kept = new Set(live ? storedPathsOf(live) : []);
  const superseded = pending.filter((path) => path.startsWith(folder));
  await deleteFiles([...new Set([...named, ...superseded])].filter((path) => !kept.has(path)));
}

/**
 * Removes a trashed post for good, with its versions and the images uploaded for it, but for those another post, a
 * trashed one or a kept version still names (an image may be uploaded for one post and shown by another). Never by
 * folder: what is left there that nothing names goes with the orphans.
 */
export async function deleteTrashedPostForGood(slug: string): Promise<void> {
  const removed = await removePostFromTrash(slug);
  await removePostVersions(slug);
  const named = await postMediaPaths();
  await deleteFiles(removed.images.map((image) => image.path).filter((path) => !named.has(path)));
}

export interface MediaSweep {
  /** Trashed projects removed for good, their time in the trash being up. */
  expired: string[];
  /** Trashed posts removed for good, their time in the trash being up. */
  expiredPosts: string[];
  /** Files removed because their time had come. */
  retired: string[];
  /** Files removed because nothing named them. */
  orphans: string[];
}

/**
 * Removes the trashed projects and posts whose time is up (with their files), the retired files whose time has
 * come, then the old files that no document names.
 */
export async function sweepMedia(now = new Date()): Promise<MediaSweep> {
  const expired = await expiredTrash(now);
  for (const id of expired) await deleteTrashedForGood(id);
  const expiredPosts = await expiredPostTrash(now);
  for (const slug of expiredPosts) await deleteTrashedPostForGood(slug);
  const retired: string[] = [];
  for (const deletion of await dueFileDeletions(now)) {
    await deleteFiles(deletion.paths);
    await forgetFileDeletion(deletion.id);
    retired.push(...deletion.paths);
  }
  const [writing, ...others] = await Promise.all([
    postMediaPaths(),
    projectFilePaths(),
    trashFilePaths(),
    userFilePaths(),
    siteFilePaths(),
    pendingDeletionPaths(),
  ]);
  const named = new Set([...writing, ...others.flat()]);
  const stored = (await Promise.all(MEDIA_FOLDERS.map((folder) => storedFilesUnder(folder)))).flat();
  const orphans = stored
    .filter((file) => !named.has(file.path) && now.getTime() - file.created.getTime() >= ORPHAN_MIN_AGE_MS)
    .map((file) => file.path);
  await deleteFiles(orphans);
  return { expired, expiredPosts, retired, orphans };
}
