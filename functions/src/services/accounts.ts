import { deleteUserRecord, userRecordIds } from '../data/users';
import { auth } from '../core/firebase';
import { deleteFolder } from './storage';

/** Auth's answer about an account that does not exist (deleted, perhaps while the request ran). */
export const isAccountGone = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/** Auth's getUsers takes at most 100 identifiers a call (firebase-admin's documented limit). */
const ACCOUNTS_PER_LOOKUP = 100;

/** Everything stored about an account once it is gone: its record with the devices, and its folder of files. */
export async function removeAccountData(uid: string): Promise<void> {
  await deleteUserRecord(uid);
  await deleteFolder(`users/${uid}`);
}

/**
 * Deletes an account and then its data. The Auth account goes first: if removing the data then fails, the sweep
 * below finishes it, while the other order could leave a live account without its record.
 */
export async function removeAccount(uid: string): Promise<void> {
  await auth()
    .deleteUser(uid)
    .catch((error: unknown) => {
      if (!isAccountGone(error)) throw error;
    });
  await removeAccountData(uid);
}

/**
 * Removes the data of every account that no longer exists, however it went (the Firebase console, the Admin SDK,
 * a failed removal). Answers the uids it cleaned up.
 */
export async function sweepDeletedAccounts(): Promise<string[]> {
  const uids = await userRecordIds();
  const gone: string[] = [];
  for (let start = 0; start < uids.length; start += ACCOUNTS_PER_LOOKUP) {
    const batch = uids.slice(start, start + ACCOUNTS_PER_LOOKUP);
    const { notFound } = await auth().getUsers(batch.map((uid) => ({ uid })));
    for (const missing of notFound) if ('uid' in missing) gone.push(missing.uid);
  }
  for (const uid of gone) await removeAccountData(uid);
  return gone;
}
