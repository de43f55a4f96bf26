import { PUBLIC_S_MAXAGE_S } from '../config/cache';
import {
  dueFileDeletions,
  forgetFileDeletion,
  pendingDeletionPaths,
  scheduleFileDeletion,
} from '../data/media-deletions';
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
const MEDIA_FOLDERS = ['projects/', 'users/', 'site/'];

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

export interface MediaSweep {
  /** Trashed projects removed for good, their time in the trash being up. */
  expired: string[];
  /** Files removed because their time had come. */
  retired: string[];
  /** Files removed because nothing named them. */
  orphans: string[];
}

/**
 * Removes the trashed projects whose time is up (with their files), the retired files whose time has come, then
 * the old files that no document names.
 */
export async function sweepMedia(now = new Date()): Promise<MediaSweep> {
  const expired = await expiredTrash(now);
  for (const id of expired) await deleteTrashedForGood(id);
  const retired: string[] = [];
  for (const deletion of await dueFileDeletions(now)) {
    await deleteFiles(deletion.paths);
    await forgetFileDeletion(deletion.id);
    retired.push(...deletion.paths);
  }
  const named = new Set(
    (
      await Promise.all([
        projectFilePaths(),
        trashFilePaths(),
        userFilePaths(),
        siteFilePaths(),
        pendingDeletionPaths(),
      ])
    ).flat(),
  );
  const stored = (await Promise.all(MEDIA_FOLDERS.map((folder) => storedFilesUnder(folder)))).flat();
  const orphans = stored
    .filter((file) => !named.has(file.path) && now.getTime() - file.created.getTime() >= ORPHAN_MIN_AGE_MS)
    .map((file) => file.path);
  await deleteFiles(orphans);
  return { expired, retired, orphans };
}
