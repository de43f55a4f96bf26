import { COLLECTIONS } from '@portfolio/common';
import { FieldValue } from 'firebase-admin/firestore';
import { gunzipSync, gzipSync } from 'node:zlib';
import { db } from '../core/firebase';
import type { PublishedFiles, PublishedFilesStore } from './hosting-api';

/**
 * What each publication published (path → hash), by the id of the Hosting version it made: the next publication
 * removes from the live version exactly the paths the publication that made it published and it no longer does, and
 * releases nothing when nothing changed. Kept here,
 * where it is exact, rather than read back through the CDN, which promises nothing about when a release shows.
 * Stored gzipped: a document holds at most 1 MiB (Firestore's limit), and such a list compresses severalfold.
 */
const publishedVersionsCollection = () => db.collection(COLLECTIONS.publishedVersions);

/** Versions whose paths are kept: more than Hosting keeps releases of, so a rollback still finds its own. */
export const PUBLISHED_VERSIONS_KEPT = 50;

export const publishedVersionsStore: PublishedFilesStore = {
  async read(versionId: string): Promise<PublishedFiles | undefined> {
    const data = (await publishedVersionsCollection().doc(versionId).get()).data();
    if (!data) return undefined;
    return JSON.parse(gunzipSync(data.files as Buffer).toString('utf8')) as PublishedFiles;
  },
  async write(versionId: string, files: PublishedFiles): Promise<void> {
    await publishedVersionsCollection()
      .doc(versionId)
      .set({ files: gzipSync(JSON.stringify(files)), createdAt: FieldValue.serverTimestamp() });
    await forgetOldVersions();
  },
};

/** Deletes the records of all but the newest PUBLISHED_VERSIONS_KEPT versions. */
async function forgetOldVersions(): Promise<void> {
  const old = await publishedVersionsCollection()
    .orderBy('createdAt', 'desc')
    .offset(PUBLISHED_VERSIONS_KEPT)
    .limit(100)
    .get();
  if (old.empty) return;
  const batch = db.batch();
  for (const doc of old.docs) batch.delete(doc.ref);
  await batch.commit();
}
