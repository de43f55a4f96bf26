import {
  COLLECTIONS,
  DEFAULT_SITE_CONTENT,
  SITE_CONTENT_DOC,
  SITE_VERSIONS_KEPT,
  type SiteContent,
  type SiteVersionSummary,
} from '@portfolio/common';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../core/firebase';
import { FIRESTORE_CODES, RecordChangedError, RecordGoneError, VersionPrunedError } from './write-errors';

/** The storage paths of the site's own files, by what they are; none while the defaults' files are shown. */
export interface SiteFiles {
  photo?: string;
  cv?: string;
}

/** The stored site content: what the pages show, the files it names, and a revision each save increments. */
interface SiteDocument {
  content: SiteContent;
  files: SiteFiles;
  revision: number;
  updatedAt: Timestamp;
  updatedBy: string;
}

/** A content the site showed before, kept by the save or restore that replaced it. */
interface SiteVersionDocument {
  content: SiteContent;
  files: SiteFiles;
  savedAt: Timestamp;
  savedBy: string;
}

export interface StoredSite {
  content: SiteContent;
  files: SiteFiles;
  /** 0 until the first save; the `ETag` of the content, which a save may name as the one it edits. */
  revision: number;
}

/** A save or a restore: the content stored now, and the content it replaced (to tell whether the pages change). */
export interface SiteReplacement extends StoredSite {
  replaced: SiteContent;
}

const siteDoc = () => db.collection(COLLECTIONS.site).doc(SITE_CONTENT_DOC);
const versionsCollection = () => db.collection(COLLECTIONS.siteVersions);

const DEFAULT_SITE: StoredSite = { content: DEFAULT_SITE_CONTENT, files: {}, revision: 0 };

function storedSiteOf(data: Partial<SiteDocument> | undefined): StoredSite {
  if (!data?.content) return DEFAULT_SITE;
  return { content: data.content, files: data.files ?? {}, revision: data.revision ?? 0 };
}

// Every page shows the site content, so each instance keeps the document as a listener last heard it: a page
// costs no read. Until the listener has its first snapshot (or after it failed) the document is read each time.
let listened: StoredSite | undefined;
let listener: 'off' | 'starting' | 'in-sync' = 'off';

function listenForChanges(): void {
  if (listener !== 'off') return;
  listener = 'starting';
  siteDoc().onSnapshot(
    (snapshot) => {
      listened = storedSiteOf(snapshot.data() as Partial<SiteDocument> | undefined);
      listener = 'in-sync';
    },
    (error) => {
      console.warn('site content: listener failed, reading each time', error);
      listener = 'off';
      listened = undefined;
    },
  );
}

/** What the listener's copy keeps of a save: the stored site, without the content it replaced. */
const storedPart = ({ content, files, revision }: StoredSite): StoredSite => ({ content, files, revision });

/** The site content as stored, or the defaults before the first save. */
export async function readSite(): Promise<StoredSite> {
  listenForChanges();
  if (listener === 'in-sync' && listened) return listened;
  const snapshot = await siteDoc().get();
  return storedSiteOf(snapshot.data() as Partial<SiteDocument> | undefined);
}

/** What a change makes of the stored site: the new content and the files it names. */
export type SiteChange = (current: StoredSite) => { content: SiteContent; files: SiteFiles };

/**
 * Replaces the site content with what `change` makes of the stored one, keeping the one it replaces as a version,
 * in one transaction: a text save and an upload at once each apply to what the other stored. `expectedRevisions`,
 * when given, are the revisions the save may be based on: if the stored one is none of them (another save came
 * first), nothing is written (RecordChangedError).
 */
export async function saveSite(
  change: SiteChange,
  by: string,
  expectedRevisions?: readonly number[],
): Promise<SiteReplacement> {
  const saved = await db.runTransaction(async (transaction) => {
    const current = storedSiteOf((await transaction.get(siteDoc())).data() as Partial<SiteDocument>);
    if (expectedRevisions && !expectedRevisions.includes(current.revision)) throw new RecordChangedError();
    return replaceSite(transaction, current, change(current), by);
  });
  listened = storedPart(saved);
  return saved;
}

/**
 * A version's id names the revision it holds, so that a restore can tell a version pruned since (an older revision)
 * from an id that never named one.
 */
const versionIdOf = (revision: number) => `r${revision}-${versionsCollection().doc().id}`;
function revisionHeldBy(versionId: string): number | undefined {
  const revision = /^r(0|[1-9][0-9]{0,14})-/.exec(versionId)?.[1];
  return revision === undefined ? undefined : Number(revision);
}

/** Makes a kept version the site content again; the content it replaces is kept as a version in turn. */
export async function restoreSiteVersion(versionId: string, by: string): Promise<SiteReplacement> {
  const saved = await db.runTransaction(async (transaction) => {
    const [currentSnapshot, versionSnapshot] = await Promise.all([
      transaction.get(siteDoc()),
      transaction.get(versionsCollection().doc(versionId)),
    ]);
    const version = versionSnapshot.data() as SiteVersionDocument | undefined;
    const current = storedSiteOf(currentSnapshot.data() as Partial<SiteDocument>);
    if (!version) {
      const held = revisionHeldBy(versionId);
      throw held !== undefined && held < current.revision
        ? new VersionPrunedError(versionId)
        : new RecordGoneError(versionId);
    }
    return replaceSite(transaction, current, { content: version.content, files: version.files ?? {} }, by);
  });
  listened = storedPart(saved);
  return saved;
}

function replaceSite(
  transaction: Transaction,
  current: StoredSite,
  next: { content: SiteContent; files: SiteFiles },
  by: string,
): SiteReplacement {
  const version: SiteVersionDocument = {
    content: current.content,
    files: current.files,
    savedAt: Timestamp.now(),
    savedBy: by,
  };
  transaction.create(versionsCollection().doc(versionIdOf(current.revision)), version);
  const revision = current.revision + 1;
  transaction.set(siteDoc(), {
    content: next.content,
    files: next.files,
    revision,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: by,
  });
  return { ...next, revision, replaced: current.content };
}

/** Stores the defaults as the site content unless there is one already (the seed); answers whether it did. */
export async function storeDefaultSiteIfMissing(by: string): Promise<boolean> {
  const stored: Omit<SiteDocument, 'updatedAt'> & { updatedAt: FieldValue } = {
    ...DEFAULT_SITE,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: by,
  };
  return siteDoc()
    .create(stored)
    .then(() => true)
    .catch((error: { code?: number }) => {
      if (error.code === FIRESTORE_CODES.alreadyExists) return false;
      throw error;
    });
}

/** The kept versions, newest first. */
export async function listSiteVersions(): Promise<SiteVersionSummary[]> {
  const snapshot = await versionsCollection().orderBy('savedAt', 'desc').limit(SITE_VERSIONS_KEPT).get();
  return snapshot.docs.map((doc) => {
    const version = doc.data() as SiteVersionDocument;
    return { id: doc.id, savedAt: version.savedAt.toDate().toISOString(), savedBy: version.savedBy };
  });
}

/**
 * Removes the versions beyond the newest SITE_VERSIONS_KEPT, and answers the storage paths that they named and
 * that neither the current content nor a kept version names any more.
 */
export async function pruneSiteVersions(): Promise<string[]> {
  const old = await versionsCollection().orderBy('savedAt', 'desc').offset(SITE_VERSIONS_KEPT).get();
  if (old.empty) return [];
  const batch = db.batch();
  for (const doc of old.docs) batch.delete(doc.ref);
  await batch.commit();
  const named = new Set(await siteFilePaths());
  return old.docs
    .flatMap((doc) => Object.values((doc.data() as SiteVersionDocument).files ?? {}) as string[])
    .filter((path) => !named.has(path));
}

/** Every storage path the site content or one of its kept versions names. */
export async function siteFilePaths(): Promise<string[]> {
  const [current, versions] = await Promise.all([
    siteDoc().get(),
    versionsCollection().select('files').get(),
  ]);
  const files = [
    (current.get('files') ?? {}) as SiteFiles,
    ...versions.docs.map((doc) => (doc.get('files') ?? {}) as SiteFiles),
  ];
  return [...new Set(files.flatMap((named) => Object.values(named) as string[]))];
}
