import { randomUUID } from 'node:crypto';
import { bucket } from './firebase';

/** A stored file: the URL clients load and the path used to replace or delete it. */
export interface StoredFile {
  url: string;
  path: string;
}

const PRODUCTION_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

function storageOrigin(): string {
  const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.STORAGE_EMULATOR_HOST;
  if (!emulatorHost) return PRODUCTION_STORAGE_ORIGIN;
  return emulatorHost.startsWith('http') ? emulatorHost : `http://${emulatorHost}`;
}

/**
 * Saves a file with a download token and returns its token URL. getDownloadURL() is not used: against the emulator
 * it reads metadata anonymously and is refused, while a token URL works in the emulator and in production alike.
 */
export async function saveFile(path: string, data: Buffer, contentType: string): Promise<StoredFile> {
  const token = randomUUID();
  await bucket.file(path).save(data, {
    resumable: false,
    contentType,
    metadata: {
      cacheControl: 'public, max-age=31536000, immutable',
      metadata: { firebaseStorageDownloadTokens: token },
    },
  });
  const url = `${storageOrigin()}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  return { url, path };
}

/** Deletes files, ignoring the ones already gone. */
export async function deleteFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => bucket.file(path).delete({ ignoreNotFound: true })));
}
