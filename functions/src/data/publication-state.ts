import { COLLECTIONS, PUBLICATION_STATE_DOC, type PublicationStatus } from '@portfolio/common';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../core/firebase';

/** The publication's shared state, as Firestore keeps it (times in epoch milliseconds). */
export interface PublicationRecord {
  /** Bumped by every change of public content. */
  requested: number;
  /** The `requested` count the live publication covers. */
  published: number;
  /** The id of the version the last publication made live (the target's id, never a resource name). */
  version?: string;
  publishedAt?: number;
  /**
   * Who is publishing, until when, under which fence: publications (and deploys) run one at a time across
   * instances, and the fence tells a holder whose lease was taken over from the one that took it.
   */
  lease?: { holder: string; until: number; fence: number };
  /** Bumped by every claim of the lease. */
  fence?: number;
  failure?: { message: string; attempts: number; retryAt?: number };
}

const EMPTY_RECORD: PublicationRecord = { requested: 0, published: 0 };

const stateDoc = () => db.collection(COLLECTIONS.publication).doc(PUBLICATION_STATE_DOC);

/** The path the publisher's trigger listens to. */
export const PUBLICATION_STATE_PATH = `${COLLECTIONS.publication}/${PUBLICATION_STATE_DOC}`;

const recordOf = (data: unknown): PublicationRecord => ({ ...EMPTY_RECORD, ...(data as object | undefined) });

/** Asks for one more publication: every change of public content calls this before it answers. */
export async function requestPublication(): Promise<number> {
  await stateDoc().set({ requested: FieldValue.increment(1) }, { merge: true });
  return (await readPublicationRecord()).requested;
}

export async function readPublicationRecord(): Promise<PublicationRecord> {
  return recordOf((await stateDoc().get()).data());
}

/** A field of the record to set, or `null` to remove it. */
export type RecordPatch = { [K in keyof PublicationRecord]?: PublicationRecord[K] | null };
/** A decision on the record: the patch to write (none: no write) and what to answer. */
export interface RecordChange<T> {
  patch?: RecordPatch;
  result: T;
}

/**
 * Reads the record and writes `decide`'s patch in one transaction, so that instances deciding at once see each
 * other's writes; no patch, no write (the publisher's trigger fires on every write).
 */
export function changePublicationRecord<T>(
  decide: (record: PublicationRecord) => RecordChange<T>,
): Promise<T> {
  return db.runTransaction(async (transaction) => {
    const { patch, result } = decide(recordOf((await transaction.get(stateDoc())).data()));
    if (patch) {
      const fields = Object.fromEntries(
        Object.entries(patch).map(([key, value]) => [key, value === null ? FieldValue.delete() : value]),
      );
      transaction.set(stateDoc(), fields, { merge: true });
    }
    return result;
  });
}

/** The admin's view of the record: live, being published, or failed and to be tried again. */
export function publicationStatusOf(record: PublicationRecord): PublicationStatus {
  const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
  const waiting = record.requested > record.published;
  const phase = !waiting ? 'live' : record.failure ? 'retrying' : 'publishing';
  return {
    phase,
    ...(record.publishedAt !== undefined && { publishedAt: iso(record.publishedAt) }),
    ...(phase === 'retrying' && {
      failure: record.failure?.message,
      ...(record.failure?.retryAt !== undefined && { retryAt: iso(record.failure.retryAt) }),
    }),
  };
}
