import { devicesByRecency } from '@portfolio/common';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { deviceKey, userDoc, type DeviceEntry, type UserDocument } from './users';

const NOT_FOUND = 5;

/**
 * Writes fields of a user record; false when the account has no record. Each device is its own field of the
 * `devices` map, so concurrent sign-ins from several devices never overwrite each other and need no transaction
 * (which would contend on the one document).
 */
async function updateRecord(uid: string, fields: Record<string, unknown>): Promise<boolean> {
  try {
    await userDoc(uid).update({ ...fields, updatedAt: FieldValue.serverTimestamp() });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === NOT_FOUND) return false;
    throw error;
  }
}

/**
 * Records a device as used now (replacing the entry of the same device); false when the account has no record.
 */
export function saveDevice(uid: string, device: Omit<DeviceEntry, 'lastUsed'>): Promise<boolean> {
  const entry: DeviceEntry = { ...device, lastUsed: Timestamp.now() };
  return updateRecord(uid, { [`devices.${deviceKey(entry)}`]: entry });
}

/** The account's devices, most recently used first; undefined when it has no record. */
export async function storedDevices(uid: string): Promise<DeviceEntry[] | undefined> {
  const snapshot = await userDoc(uid).get();
  return snapshot.exists ? devicesByRecency((snapshot.data() as UserDocument).devices) : undefined;
}

/** Removes these devices from the record (idempotent, so it needs no transaction either). */
export async function removeDevices(uid: string, devices: DeviceEntry[]): Promise<void> {
  if (devices.length === 0) return;
  await updateRecord(
    uid,
    Object.fromEntries(devices.map((device) => [`devices.${deviceKey(device)}`, FieldValue.delete()])),
  );
}

/** Empties the device list; false when the account has no record. */
export function clearDevices(uid: string): Promise<boolean> {
  return updateRecord(uid, { devices: {} });
}
