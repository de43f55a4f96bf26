import { DEFAULT_DEVICE_TYPE, devicesByRecency, TEXT_LIMITS, type LoginLocation } from '@portfolio/common';
import { Router, type Request } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { deviceKey, userDoc, type DeviceEntry, type UserDocument } from '../data/users';
import { authenticate, caller } from '../http/auth';
import { clientAddress } from '../http/client-ip';
import { privateNoStore } from '../http/cache';
import { ApiError } from '../http/errors';
import { auth } from '../services/firebase';
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
  const ip = clientAddress(req);
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

const NOT_FOUND = 5;

function notRegistered(): ApiError {
  return new ApiError(404, 'not_found', 'Register the account first (POST /users).');
}

/**
 * Writes one field of the caller's device map. Each device is its own field, so concurrent sign-ins from several
 * devices never overwrite each other and need no transaction (which would contend on the one document).
 */
async function updateUserFields(uid: string, fields: Record<string, unknown>): Promise<void> {
  try {
    await userDoc(uid).update({ ...fields, updatedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if ((error as { code?: number }).code === NOT_FOUND) throw notRegistered();
    throw error;
  }
}

async function storedDevices(uid: string): Promise<DeviceEntry[]> {
  const snapshot = await userDoc(uid).get();
  if (!snapshot.exists) throw notRegistered();
  return devicesByRecency((snapshot.data() as UserDocument).devices);
}

/** Keeps the most recently used devices; trimming is rare and idempotent, so it needs no transaction either. */
async function trimDevices(uid: string, devices: DeviceEntry[]): Promise<DeviceEntry[]> {
  const stale = devices.slice(MAX_DEVICES);
  if (stale.length) {
    await updateUserFields(
      uid,
      Object.fromEntries(stale.map((device) => [`devices.${deviceKey(device)}`, FieldValue.delete()])),
    );
  }
  return devices.slice(0, MAX_DEVICES);
}

function devicesAnswer(devices: DeviceEntry[]) {
  return devices.map((device) => ({ ...device, lastUsed: device.lastUsed.toDate().toISOString() }));
}

devicesRouter.post('/auth/track-device', async (req, res) => {
  const user = caller(req);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const entry: DeviceEntry = {
    ...deviceOf(body),
    last_sign_location: loginLocation(req, body.last_sign_location),
    lastUsed: Timestamp.now(),
  };
  await updateUserFields(user.uid, { [`devices.${deviceKey(entry)}`]: entry });
  const devices = await trimDevices(user.uid, await storedDevices(user.uid));
  const roleChanged = await grantOwnerOnSignIn(user);
  res.json({ data: devicesAnswer(devices), roleChanged });
});

devicesRouter.delete('/auth/track-device', async (req, res) => {
  const { uid } = caller(req);
  const key = deviceKey(deviceOf((req.body ?? {}) as Record<string, unknown>));
  const known = (await storedDevices(uid)).some((device) => deviceKey(device) === key);
  if (known) await updateUserFields(uid, { [`devices.${key}`]: FieldValue.delete() });
  res.json({ result: { deletedCount: known ? 1 : 0 } });
});

/** Ends every session of the caller: refresh tokens revoked (ID tokens are then refused), device list cleared. */
/**
 * Auth records a revocation in whole seconds and refuses only the sessions signed in before that second, so one
 * signed in earlier within the same second would survive it. Revoking at the start of the next second refuses every
 * session that existed when the request came.
 */
function startOfNextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 1));
}

devicesRouter.post('/auth/sign-out-everywhere', async (req, res) => {
  const { uid } = caller(req);
  await startOfNextSecond();
  await auth.revokeRefreshTokens(uid);
  await updateUserFields(uid, { devices: {} });
  res.json({ result: { revoked: true } });
});
