// The emulators as the tests inspect them directly, through the function's own firebase-admin clients.
import '../../scripts/lib/firebase-admin-target';

const firebase = await import('../../functions/src/core/firebase');
const { db } = firebase;
const auth = firebase.auth();
const bucket = firebase.bucket();
export { auth, bucket, db };

// The scheduled sweeps' work, run here against the emulators (the Functions emulator schedules nothing).
export const { sweepDeletedAccounts } = await import('../../functions/src/services/accounts');
export const { sweepMedia, SUPERSEDED_FILE_KEPT_MS, ORPHAN_MIN_AGE_MS } =
  await import('../../functions/src/services/media-lifecycle');
export const { requestPublication } = await import('../../functions/src/data/publication-state');

/** The media sweep as it runs once the files superseded until now may go. */
export function sweepRetiredFiles() {
  return sweepMedia(new Date(Date.now() + SUPERSEDED_FILE_KEPT_MS + 1000));
}

/** Names of the files stored under a prefix. */
export async function storedFiles(prefix: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix });
  return files.map((stored) => stored.name).sort();
}

/** The storage path inside a download-token URL. */
export function storagePathOf(url: string): string {
  const encoded = /\/o\/([^?]+)/.exec(url)?.[1];
  if (!encoded) throw new Error(`not a storage URL: ${url}`);
  return decodeURIComponent(encoded);
}
