import { DEFAULT_DEVICE_TYPE, storedTextProblem, TEXT_LIMITS, type LoginLocation } from '@portfolio/common';
import { Router, type Request } from 'express';
import { clearDevices, removeDevices, saveDevice, storedDevices } from '../data/devices';
import { deviceKey, type DeviceEntry } from '../data/users';
import { authenticate, caller } from '../http/auth';
import { clientAddress } from '../http/client-ip';
import { privateNoStore } from '../http/cache';
import { ApiError, validationFailed } from '../core/api-error';
import { auth } from '../core/firebase';
import { grantOwnerOnSignIn } from '../services/owner';

/** The most a record keeps; the least recently used go first. */
const MAX_DEVICES = 20;
const UNKNOWN = 'Unknown';
const LOCATION_TEXT_FIELDS = ['city', 'region', 'country', 'postal', 'timezone'] as const;
// Printable text only: no control characters, no markup brackets; and the rule of every stored text.
const PLAIN_TEXT = /^[^\p{Cc}<>]*$/u;
const isDeviceText = (text: string) => PLAIN_TEXT.test(text) && !storedTextProblem(text, 'device');

export const devicesRouter = Router();
devicesRouter.use(['/auth/track-device', '/auth/sign-out-everywhere'], privateNoStore, authenticate);

function plainText(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const text = value.trim();
  if (!text) return fallback;
  if (text.length > TEXT_LIMITS.deviceField || !isDeviceText(text)) {
    throw validationFailed({
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
      isDeviceText(value)
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

function notRegistered(): ApiError {
  return new ApiError(404, 'not_found', 'Register the account first (POST /users).');
}

async function devicesOrNotRegistered(uid: string): Promise<DeviceEntry[]> {
  const devices = await storedDevices(uid);
  if (!devices) throw notRegistered();
  return devices;
}

function devicesAnswer(devices: DeviceEntry[]) {
  return devices.map((device) => ({ ...device, lastUsed: device.lastUsed.toDate().toISOString() }));
}

devicesRouter.post('/auth/track-device', async (req, res) => {
  const user = caller(req);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const device = { ...deviceOf(body), last_sign_location: loginLocation(req, body.last_sign_location) };
  if (!(await saveDevice(user.uid, device))) throw notRegistered();
  // Only the most recently used are kept.
  const devices = await devicesOrNotRegistered(user.uid);
  await removeDevices(user.uid, devices.slice(MAX_DEVICES));
  const roleChanged = await grantOwnerOnSignIn(user);
  res.json({ data: devicesAnswer(devices.slice(0, MAX_DEVICES)), roleChanged });
});

devicesRouter.delete('/auth/track-device', async (req, res) => {
  const { uid } = caller(req);
  const key = deviceKey(deviceOf((req.body ?? {}) as Record<string, unknown>));
  const known = (await devicesOrNotRegistered(uid)).filter((device) => deviceKey(device) === key);
  await removeDevices(uid, known);
  res.json({ result: { deletedCount: known.length } });
});

/**
 * Auth records a revocation in whole seconds and refuses only the sessions signed in before that second, so one
 * signed in earlier within the same second would survive it. Revoking at the start of the next second refuses every
 * session that existed when the request came.
 */
function startOfNextSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 1));
}

/** Ends every session of the caller: refresh tokens revoked (ID tokens are then refused), device list cleared. */
devicesRouter.post('/auth/sign-out-everywhere', async (req, res) => {
  const { uid } = caller(req);
  await startOfNextSecond();
  await auth().revokeRefreshTokens(uid);
  if (!(await clearDevices(uid))) throw notRegistered();
  res.json({ result: { revoked: true } });
});
