import { type BackupImportResult, COLLECTIONS } from '@portfolio/common';
import { type WriteBatch } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { bucket, db } from '../core/firebase';
import { requestPublication } from '../data/publication-state';
import { retireFiles } from '../services/media-lifecycle';
import { deleteFiles, isFileGone } from '../services/storage';
import { type FileMeta, MEDIA_PREFIX } from './archive-writer';
import { checkBackup } from './archive-reader';
import { changesBetween, placedDocs } from './changes';
import { fromPlain } from './codec';
import { namedPaths, readState } from './state';
import { forEachEntry } from './zip-entries';

/** Writes per batch, under Firestore's 500 per commit. */
const BATCH_WRITES = 400;

type Op = { path: string; data?: Record<string, unknown> };

async function commitAll(ops: Op[]): Promise<void> {
  for (let start = 0; start < ops.length; start += BATCH_WRITES) {
    const batch: WriteBatch = db.batch();
    for (const op of ops.slice(start, start + BATCH_WRITES)) {
      const ref = db.doc(op.path);
      if (op.data) batch.set(ref, fromPlain(op.data) as Record<string, unknown>);
      else batch.delete(ref);
    }
    await batch.commit();
  }
}

/** Whether the bucket holds this file already, with these bytes and this token: then it is left as it is. */
async function storedAs(
  path: string,
  md5: string,
  meta: FileMeta,
): Promise<'same' | 'different' | 'missing'> {
  try {
    const [metadata] = await bucket().file(path).getMetadata();
    const token = (metadata.metadata as Record<string, unknown> | undefined)?.firebaseStorageDownloadTokens;
    return metadata.md5Hash === md5 && (token ?? undefined) === meta.token ? 'same' : 'different';
  } catch (error) {
    if (isFileGone(error)) return 'missing';
    throw error;
  }
}

/**
 * Checks the whole archive, then (unless a dry run) makes the site the archive's, as one operation:
 * 1. the files are written first, under the paths the documents name (a file already there unchanged is kept);
 * 2. the documents are switched in batches, every document the old state had being kept in memory: a failure
 *    writes the old ones back, deletes the new ones and the files step 1 added, so the site is as it was;
 * 3. only then are the files only the old state named retired (removed once no cached page can name them), and
 *    one publication is asked for.
 */
export async function restoreBackup(zip: Buffer, dryRun: boolean): Promise<BackupImportResult> {
  const { manifest, state: incoming } = await checkBackup(zip);
  const current = await readState();
  const toWrite: string[] = [];
  const files = { named: 0, added: 0, replaced: 0 };
  // The files are read again from the archive (checked above), one at a time.
  await forEachEntry(zip, async (name, data) => {
    if (!name.startsWith(MEDIA_PREFIX)) return;
    const path = name.slice(MEDIA_PREFIX.length);
    const meta = manifest.files[path] as FileMeta;
    const status = await storedAs(path, createHash('md5').update(data).digest('base64'), meta);
    files.named++;
    if (status === 'same') return;
    if (status === 'missing') files.added++;
    else files.replaced++;
    if (dryRun) return;
    toWrite.push(path);
    await bucket()
      .file(path)
      .save(data, {
        resumable: false,
        contentType: meta.contentType,
        metadata: {
          ...(meta.cacheControl && { cacheControl: meta.cacheControl }),
          metadata: meta.token ? { firebaseStorageDownloadTokens: meta.token } : {},
        },
      });
  });
  const changes = changesBetween(current, incoming, files);
  if (dryRun) return { dryRun: true, changes, exportedAt: manifest.exportedAt };

  const before = placedDocs(current);
  const after = placedDocs(incoming);
  const forward: Op[] = [
    ...[...after.values()].map((doc) => ({ path: doc.path, data: doc.data })),
    ...[...before.keys()].filter((path) => !after.has(path)).map((path) => ({ path })),
  ];
  try {
    await commitAll(forward);
  } catch (error) {
    const back: Op[] = [
      ...[...before.values()].map((doc) => ({ path: doc.path, data: doc.data })),
      ...[...after.keys()].filter((path) => !before.has(path)).map((path) => ({ path })),
    ];
    await commitAll(back);
    const beforeFiles = namedPaths(current);
    await deleteFiles(toWrite.filter((path) => !beforeFiles.has(path)));
    throw error;
  }
  const kept = namedPaths(incoming);
  await retireFiles([...namedPaths(current)].filter((path) => !kept.has(path)));
  await keepFromDeletion(kept);
  await requestPublication();
  return { dryRun: false, changes, exportedAt: manifest.exportedAt };
}

/** A deletion scheduled before the restore must not take a file the restored documents name again. */
async function keepFromDeletion(kept: Set<string>): Promise<void> {
  const pending = await db.collection(COLLECTIONS.mediaDeletions).get();
  await Promise.all(
    pending.docs.map((doc) => {
      const paths = (doc.get('paths') as string[] | undefined) ?? [];
      const left = paths.filter((path) => !kept.has(path));
      if (left.length === paths.length) return undefined;
      return left.length ? doc.ref.update({ paths: left }) : doc.ref.delete();
    }),
  );
}
