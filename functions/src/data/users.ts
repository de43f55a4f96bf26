import {
  devicesByRecency,
  type DeviceDescription,
  type Role,
  type StoredDevice,
  type StoredUser,
  COLLECTIONS,
} from '@portfolio/common';
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { auth, db } from '../core/firebase';
import { FIRESTORE_CODES, RecordChangedError, RecordGoneError } from './write-errors';

export type DeviceEntry = StoredDevice<Timestamp>;
/** Its devices are keyed by `deviceKey`. */
export type UserDocument = StoredUser<Timestamp>;

export const userDoc = (uid: string) => db.collection(COLLECTIONS.users).doc(uid);

/** Devices are told apart by what the browser reports about itself; the key is safe as a field name. */
export function deviceKey(device: DeviceDescription): string {
  return createHash('sha256')
    .update(`${device.deviceType}\n${device.browser}\n${device.os}`)
    .digest('hex')
    .slice(0, 24);
}

/** The API's view of a user record: `_id` is the uid, dates are ISO strings, devices most recent first. */
export function toUserRecord(doc: UserDocument) {
  const { photoPath, ...fields } = doc;
  return {
    _id: doc.uid,
    ...fields,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
    devices: devicesByRecency(doc.devices).map((device) => ({
      ...device,
      lastUsed: device.lastUsed.toDate().toISOString(),
    })),
  };
}

/** A record and its version (the time of its last write), which a write can require to be unchanged. */
export async function findUserVersion(
  uid: string,
): Promise<{ record: UserDocument; version: Timestamp } | undefined> {
  const snapshot = await userDoc(uid).get();
  if (!snapshot.exists || !snapshot.updateTime) return undefined;
  return { record: snapshot.data() as UserDocument, version: snapshot.updateTime };
}

export async function findUser(uid: string): Promise<UserDocument | undefined> {
  const snapshot = await userDoc(uid).get();
  return snapshot.exists ? (snapshot.data() as UserDocument) : undefined;
}

/**
 * The record of the account that has this email now. Records are found through their account, never by the email
 * stored in them: that may be an old address since taken by another account.
 */
export async function findUserOfEmail(email: string): Promise<UserDocument | undefined> {
  const account = await auth()
    .getUserByEmail(email.trim())
    .catch(() => undefined);
  return account ? findUser(account.uid) : undefined;
}

/** Removes the record of an account, with its devices. */
export async function deleteUserRecord(uid: string): Promise<void> {
  await userDoc(uid).delete();
}

/** Every storage path that a user record names (its photo). */
export async function userFilePaths(): Promise<string[]> {
  const snapshot = await db.collection(COLLECTIONS.users).select('photoPath').get();
  return snapshot.docs
    .map((doc) => doc.get('photoPath') as unknown)
    .filter((path): path is string => typeof path === 'string' && path !== '');
}

/** The uids of every stored record, without their fields. */
export async function userRecordIds(): Promise<string[]> {
  const snapshot = await db.collection(COLLECTIONS.users).select().get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Creates an account's record; the stored record, or undefined when the account has one already. */
export async function createUserRecord(
  uid: string,
  { createdAt, ...record }: Omit<UserDocument, 'createdAt' | 'updatedAt' | 'photoPath'> & { createdAt: Date },
): Promise<UserDocument | undefined> {
  try {
    await userDoc(uid).create({
      ...record,
      createdAt: Timestamp.fromDate(createdAt),
      updatedAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    if ((error as { code?: number }).code === FIRESTORE_CODES.alreadyExists) return undefined;
    throw error;
  }
  return findUser(uid);
}

/**
 * The name and photo of a record; `photo: ''` with `photoPath: null` removes the photo. Written only if the record
 * is still `version` (RecordChangedError otherwise), so that of two photos saved at once one is refused
 * rather than left in Storage with nothing naming it; RecordGoneError once the record is deleted. The stored record.
 */
export async function updateUserProfile(
  uid: string,
  changes: { name: string; photo?: string; photoPath?: string | null },
  version: Timestamp,
): Promise<UserDocument | undefined> {
  const { photoPath, ...fields } = changes;
  await userDoc(uid)
    .update(
      {
        ...fields,
        ...(photoPath === null ? { photoPath: FieldValue.delete() } : photoPath ? { photoPath } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { lastUpdateTime: version },
    )
    .catch(async (error: { code?: number }) => {
      if (error.code === FIRESTORE_CODES.notFound) throw new RecordGoneError(uid);
      if (error.code !== FIRESTORE_CODES.failedPrecondition) throw error;
      // A record deleted while the save ran (the account's deletion) fails the version check too.
      throw (await findUser(uid)) ? new RecordChangedError(uid) : new RecordGoneError(uid);
    });
  return findUser(uid);
}

/** Mirrors a role into the account's record for display, when it has one (the claim is what counts). */
export async function mirrorRole(uid: string, role: Role): Promise<void> {
  if (await findUser(uid)) await userDoc(uid).update({ role, updatedAt: FieldValue.serverTimestamp() });
}
