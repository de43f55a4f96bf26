import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { storageEmulatorOrigin } from '../config/emulators';
import { bucket } from '../core/firebase';
import type { StoredFile } from '../core/stored-file';

const PRODUCTION_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

const storageOrigin = () => storageEmulatorOrigin() ?? PRODUCTION_STORAGE_ORIGIN;

/**
 * Saves a file with a download token and returns its token URL. getDownloadURL() is not used: against the emulator
 * it reads metadata anonymously and is refused, while a token URL works in the emulator and in production alike.
 */
export async function saveFile(path: string, data: Buffer, contentType: string): Promise<StoredFile> {
  const token = randomUUID();
  await bucket()
    .file(path)
    .save(data, {
      resumable: false,
      contentType,
      metadata: {
        cacheControl: 'public, max-age=31536000, immutable',
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
  const url = `${storageOrigin()}/v0/b/${bucket().name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  return { url, path };
}

/** Deletes files, ignoring the ones already gone. */
export async function deleteFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => bucket().file(path).delete({ ignoreNotFound: true })));
}

/** The files under a folder, with the time each was stored. */
export async function storedFilesUnder(folder: string): Promise<{ path: string; created: Date }[]> {
  const [files] = await bucket().getFiles({ prefix: folder });
  return files.map((file) => ({
    path: file.name,
    created: new Date(String(file.metadata.timeCreated ?? file.metadata.updated ?? Date.now())),
  }));
}

/** Cloud Storage's answer to a read or delete of a file it does not hold. */
export const isFileGone = (error: unknown) => (error as { code?: unknown } | null)?.code === 404;

/**
 * A stored file's bytes, read whole (the API's files are a few MB at most); undefined when there is no such file,
 * e.g. deleted since the record naming it was read.
 */
export async function readStoredFile(path: string): Promise<Buffer | undefined> {
  try {
    const [data] = await bucket().file(path).download();
    return data;
  } catch (error) {
    if (isFileGone(error)) return undefined;
    throw error;
  }
}

/**
 * Deletes every file under a folder (`users/<uid>`), whatever record names them or not. A file gone meanwhile (a
 * save racing the delete removed its own) is skipped: the delete always finishes.
 */
export async function deleteFolder(folder: string): Promise<void> {
  const [files] = await bucket().getFiles({ prefix: `${folder.replace(/\/+$/, '')}/` });
  await deleteFiles(files.map((file) => file.name));
}

/** A stored file as served to a browser: its type, size and fingerprint, and a stream of its bytes. */
export interface ServedFile {
  contentType: string;
  size: number;
  /** Changes whenever the bytes do. */
  etag: string;
  open(): Readable;
}

/**
 * The file at `path` of the default bucket when `token` is one of its download tokens, as Cloud Storage's own
 * download URL checks it (the token is what makes the URL public); undefined otherwise, or when there is no file.
 */
export async function fileForDownloadToken(path: string, token: string): Promise<ServedFile | undefined> {
  if (!token) return undefined;
  const file = bucket().file(path);
  const [metadata] = await file.getMetadata().catch((error: unknown) => {
    if (isFileGone(error)) return [undefined];
    throw error;
  });
  const tokens = String(metadata?.metadata?.firebaseStorageDownloadTokens ?? '').split(',');
  if (!metadata || !tokens.includes(token)) return undefined;
  return {
    contentType: metadata.contentType ?? 'application/octet-stream',
    size: Number(metadata.size ?? 0),
    etag: `"${metadata.md5Hash ?? metadata.generation}"`,
    open: () => file.createReadStream(),
  };
}

/** The name of the bucket the API stores its files in. */
export const storageBucketName = () => bucket().name;

/**
 * The file `/media/v0/b/{bucket}/o/{path}?token=…` serves: one of this project's bucket with that download token,
 * or undefined. The publication reads a post's file only when this serves it.
 */
export async function servedFile(
  bucketName: string,
  path: string,
  token: string,
): Promise<ServedFile | undefined> {
  return bucketName === storageBucketName() ? fileForDownloadToken(path, token) : undefined;
}
