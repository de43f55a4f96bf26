import { COLLECTIONS, type StoredUser } from '@portfolio/common';
import { doc, type DocumentReference, type Timestamp } from 'firebase/firestore';
import { useMemo } from 'react';
import { firestore } from '@/lib/firestore';
import { useLiveDocument } from '@/lib/live-firestore';

/** `users/{uid}` as its owner reads it. */
export type UserRecord = StoredUser<Timestamp>;

/** What the profile shows of the record: the name (when Auth has none) and the devices. */
export type ProfileRecord = Pick<UserRecord, 'name' | 'devices'>;

/** The signed-in user's own record, live: the server's device writes show without a reload. */
export function useOwnUserRecord(uid: string) {
  const ref = useMemo(() => doc(firestore, COLLECTIONS.users, uid) as DocumentReference<UserRecord>, [uid]);
  return useLiveDocument(ref);
}
