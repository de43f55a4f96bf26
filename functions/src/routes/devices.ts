import { DEFAULT_DEVICE_TYPE, TEXT_LIMITS } from '@portfolio/common';
import { Router, type Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  sameDevice,
  toUserRecord,
  userDoc,
  type DeviceEntry,
  type LoginLocation,
  type UserDocument,
} from '../data/users';
import { authenticate, caller } from '../http/auth';
import { clientIp } from '../http/client-ip';
import { privateNoStore } from '../http/cache';
import { ApiError } from '../http/errors';
import { auth, db } from '../services/firebase';
import { grantOwnerOnSignIn } from '../services/owner';

/** The most a record keeps; the least recently used go first. */
const MAX_DEVICES = 20;
const UNKNOWN = 'Unknown';
const LOCATION_TEXT_FIELDS = ['city', 'region', 'country', 'postal', 'timezone'] as const;
// Printable text only: no control characters, no markup brackets.
const PLAIN_TEXT = /^[^\p{Cc}<>]*$/u;

export const devicesRouter = Router();
devicesRouter.use(['/auth/track-device', '/auth/sign-out-everywhere'], privateNoStore, authenticate);

function plainText(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const text = value.trim();
  if (!text) return fallback;
  if (text.length > TEXT_LIMITS.deviceField || !PLAIN_TEXT.test(text)) {
    throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', {
      device: 'Invalid device description',
    });
  }
  return text;
}

function coordinate(value: unknown, limit: number): number | undefined {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : undefined;
}

/** Keeps the client-sent location fields that are well formed; the IP is the server's own observation. */
function loginLocation(req: Request, sent: unknown): LoginLocation {
  const source = sent && typeof sent === 'object' ? (sent as Record<string, unknown>) : {};
  const location: LoginLocation = {};
  const ip = clientIp(req);
  if (ip) location.ip = ip;
  for (const field of LOCATION_TEXT_FIELDS) {
    const value = source[field];
    if (
      typeof value === 'string' &&
      value.trim() &&
      value.length <= TEXT_LIMITS.deviceField &&
      PLAIN_TEXT.test(value)
    ) {
      location[field] = value.trim();
    }
  }
  const latitude = coordinate(source.latitude, 90);
  const longitude = coordinate(source.longitude, 180);
  if (latitude !== undefined) location.latitude = latitude;
  if (longitude !== undefined) location.longitude = longitude;
  return location;
}

function deviceOf(body: Record<string, unknown>) {
  return {
    deviceType: plainText(body.deviceType, DEFAULT_DEVICE_TYPE),
    browser: plainText(body.browser, UNKNOWN),
    os: plainText(body.os, UNKNOWN),
  };
}

/** Reads, changes and writes the caller's device list in one transaction. */
async function updateDevices(
  uid: string,
  change: (devices: DeviceEntry[]) => DeviceEntry[],
): Promise<UserDocument> {
  return db.runTransaction(async (transaction) => {
    const ref = userDoc(uid);
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new ApiError(404, 'not_found', 'Register the account first (POST /users).');
    const record = snapshot.data() as UserDocument;
    const devices = change(record.devices ?? []);
    transaction.update(ref, { devices, updatedAt: Timestamp.now() });
    return { ...record, devices };
  });
}

devicesRouter.post('/auth/track-device', async (req, res) => {
  const user = caller(req);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const entry: DeviceEntry = {
    ...deviceOf(body),
    last_sign_location: loginLocation(req, body.last_sign_location),
    lastUsed: Timestamp.now(),
  };
  const record = await updateDevices(user.uid, (devices) =>
    [entry, ...devices.filter((device) => !sameDevice(device, entry))]
      .sort((a, b) => b.lastUsed.toMillis() - a.lastUsed.toMillis())
      .slice(0, MAX_DEVICES),
  );
  const roleChanged = await grantOwnerOnSignIn(user);
  res.json({ data: toUserRecord(record).devices, roleChanged });
});

devicesRouter.delete('/auth/track-device', async (req, res) => {
  const target = deviceOf((req.body ?? {}) as Record<string, unknown>);
  let deletedCount = 0;
  await updateDevices(caller(req).uid, (devices) => {
    const kept = devices.filter((device) => !sameDevice(device, target));
    deletedCount = devices.length - kept.length;
    return kept;
  });
  res.json({ result: { deletedCount } });
});

/** Ends every session of the caller: refresh tokens revoked (ID tokens are then refused), device list cleared. */
devicesRouter.post('/auth/sign-out-everywhere', async (req, res) => {
  const { uid } = caller(req);
  await auth.revokeRefreshTokens(uid);
  await updateDevices(uid, () => []);
  res.json({ result: { revoked: true } });
});
