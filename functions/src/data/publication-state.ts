import { COLLECTIONS, PUBLICATION_STATE_DOC, type PublicationStatus } from '@portfolio/common';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../core/firebase';

/** The publication's shared state, as Firestore keeps it (times in epoch milliseconds). */
export interface PublicationRecord {
  /** Bumped by every change of public content. */
  requested: number;
  /** The `requested` count the live publication covers. */
  published: number;
  /** The target's id of what was last published. */
  release?: string;
  publishedAt?: number;
  /** Who is publishing, until when: publications run one at a time across instances. */
  lease?: { holder: string; until: number };
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
type RecordPatch = { [K in keyof PublicationRecord]?: PublicationRecord[K] | null };

/**
 * Reads the record and writes `decide`'s patch in one transaction, so that instances deciding at once see each
 * other's writes; no patch, no write (the publisher's trigger fires on every write).
 */
export function changePublicationRecord<T>(
  decide: (record: PublicationRecord) => { patch?: RecordPatch; result: T },
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
