import { COLLECTIONS } from '@portfolio/common';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';

/**
 * Files to remove once `deleteAfter` has passed: the record is written after the save that superseded them, so a
 * failed save never removes a file its project still names. A record the sweep never reached is deleted by the
 * TTL policy on `expiresAt`, and its files are then found by the sweep's search for files nothing names.
 */
const mediaDeletionsCollection = () => db.collection(COLLECTIONS.mediaDeletions);

/** How long a record outlives its time, should the sweep not run. */
const RECORD_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** Records handled per sweep. */
const DUE_PER_SWEEP = 200;

export interface FileDeletion {
  id: string;
  paths: string[];
}

export async function scheduleFileDeletion(paths: string[], deleteAfter: Date): Promise<void> {
  if (paths.length === 0) return;
  await mediaDeletionsCollection().add({
    paths,
    deleteAfter: Timestamp.fromDate(deleteAfter),
    expiresAt: Timestamp.fromMillis(deleteAfter.getTime() + RECORD_KEPT_MS),
  });
}

/** The deletions whose time has come. */
export async function dueFileDeletions(now: Date): Promise<FileDeletion[]> {
  const snapshot = await mediaDeletionsCollection()
    .where('deleteAfter', '<=', Timestamp.fromDate(now))
    .limit(DUE_PER_SWEEP)
    .get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    paths: (doc.get('paths') as string[] | undefined) ?? [],
  }));
}

/** Every path still waiting for its time: those files are kept by the search for unnamed files. */
export async function pendingDeletionPaths(): Promise<string[]> {
  const snapshot = await mediaDeletionsCollection().select('paths').get();
  return snapshot.docs.flatMap((doc) => (doc.get('paths') as string[] | undefined) ?? []);
}

export async function forgetFileDeletion(id: string): Promise<void> {
  await mediaDeletionsCollection().doc(id).delete();
}
