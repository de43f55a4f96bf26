import { doc, type Timestamp } from 'firebase/firestore';
import { useMemo } from 'react';
import { useObservable } from 'reactfire';
import { docData } from 'rxfire/firestore';
import { firestore } from '../../lib/firestore';

export interface DeviceRecord {
  deviceType: string;
  browser: string;
  os: string;
  last_sign_location?: { ip?: string; city?: string; country?: string };
  lastUsed?: Timestamp;
}

/** `users/{uid}` as the owner may read it under the rules. */
export interface UserRecord {
  name: string;
  email: string;
  photo: string;
  role: string;
  /** Keyed by device (the API's layout); read through `devicesByRecency`. */
  devices?: Record<string, DeviceRecord> | DeviceRecord[];
}

/** The signed-in user's own record, live: the server's device writes show without a reload. */
export function useOwnUserRecord(uid: string) {
  const record$ = useMemo(() => docData(doc(firestore, 'users', uid)), [uid]);
  return useObservable<UserRecord | undefined>(`users/${uid}`, record$ as never);
}
