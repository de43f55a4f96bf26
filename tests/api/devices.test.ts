import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, FUNCTION_BASE, jsonOf } from './api-client';
import { db } from './backend';
import { nextWholeSecond } from '../support/clock';

interface DeviceAnswer {
  deviceType: string;
  browser: string;
  os: string;
  last_sign_location: Record<string, unknown>;
  lastUsed: string;
}

let alice: TestAccount;

beforeAll(async () => {
  alice = await createAccount({ register: true });
});

const chromeOnLinux = { deviceType: 'desktop', browser: 'Chrome 156', os: 'Linux' };

async function devicesOf(account: TestAccount): Promise<DeviceAnswer[]> {
  const response = await api(`/user?email=${encodeURIComponent(account.email)}`, { headers: account.bearer });
  return (await jsonOf<{ devices: DeviceAnswer[] }>(response)).devices;
}

describe('POST /auth/track-device', () => {
  it('records the device with the server time, the caller IP and the well-formed location fields', async () => {
    const before = Date.now();
    const response = await api('/auth/track-device', {
      method: 'POST',
      headers: alice.bearer,
      json: {
        ...chromeOnLinux,
        last_sign_location: {
          ip: '6.6.6.6',
          city: 'Dhaka',
          region: 'Dhaka Division',
          country: 'BD',
          postal: '1000',
          timezone: 'Asia/Dhaka',
          latitude: '23.7',
          longitude: 90.4,
        },
      },
    });
    expect(response.status).toBe(200);
    const [device] = await devicesOf(alice);
    expect(device).toMatchObject({
      ...chromeOnLinux,
      last_sign_location: {
        city: 'Dhaka',
        region: 'Dhaka Division',
        country: 'BD',
        postal: '1000',
        timezone: 'Asia/Dhaka',
        latitude: 23.7,
        longitude: 90.4,
      },
    });
    // The IP is the server's observation, never the client's word (the emulators forward none: N/A).
    expect(device!.last_sign_location.ip).not.toBe('6.6.6.6');
    expect(Date.parse(device!.lastUsed)).toBeGreaterThanOrEqual(before - 5000);
  });

  it('trusts no forwarded address where no proxy appends one (the emulators): the IP is left out', async () => {
    const response = await api('/auth/track-device', {
      method: 'POST',
      base: FUNCTION_BASE,
      headers: { ...alice.bearer, 'X-Forwarded-For': '198.51.100.7, 10.0.0.1' },
      json: { ...chromeOnLinux, last_sign_location: { ip: '6.6.6.6' } },
    });
    expect(response.status).toBe(200);
    const [device] = await devicesOf(alice);
    expect(device!.last_sign_location).not.toHaveProperty('ip');
  });

  it('keeps one entry per device, most recent first, and drops malformed location fields', async () => {
    const bob = await createAccount({ register: true });
    const firefox = { deviceType: 'mobile', browser: 'Firefox 140', os: 'Android 15' };
    await api('/auth/track-device', { method: 'POST', headers: bob.bearer, json: chromeOnLinux });
    await api('/auth/track-device', {
      method: 'POST',
      headers: bob.bearer,
      json: { ...firefox, last_sign_location: { city: '<script>', latitude: 123, longitude: 'east' } },
    });
    await api('/auth/track-device', { method: 'POST', headers: bob.bearer, json: chromeOnLinux });
    const devices = await devicesOf(bob);
    expect(devices.map((device) => device.browser)).toEqual(['Chrome 156', 'Firefox 140']);
    expect(devices[1]!.last_sign_location).not.toHaveProperty('city');
    expect(devices[1]!.last_sign_location).not.toHaveProperty('latitude');
    expect(devices[1]!.last_sign_location).not.toHaveProperty('longitude');
  });

  it('fills the spec defaults when the client sends nothing', async () => {
    const carol = await createAccount({ register: true });
    await api('/auth/track-device', { method: 'POST', headers: carol.bearer, json: {} });
    expect(await devicesOf(carol)).toMatchObject([
      { deviceType: 'unknown', browser: 'Unknown', os: 'Unknown' },
    ]);
  });

  it('refuses an oversized device description, writing nothing', async () => {
    const dave = await createAccount({ register: true });
    const response = await api('/auth/track-device', {
      method: 'POST',
      headers: dave.bearer,
      json: { ...chromeOnLinux, browser: 'x'.repeat(500) },
    });
    expect(response.status).toBe(400);
    expect(await devicesOf(dave)).toEqual([]);
  });

  it('401 without a token; 404 before registration', async () => {
    expect((await api('/auth/track-device', { method: 'POST', json: chromeOnLinux })).status).toBe(401);
    const unregistered = await createAccount();
    const response = await api('/auth/track-device', {
      method: 'POST',
      headers: unregistered.bearer,
      json: {},
    });
    expect(response.status).toBe(404);
    expect((await db.doc(`users/${unregistered.uid}`).get()).exists).toBe(false);
  });
});

describe('DELETE /auth/track-device', () => {
  it('removes the matching device only', async () => {
    const erin = await createAccount({ register: true });
    const phone = { deviceType: 'mobile', browser: 'Safari 19', os: 'iOS 19' };
    await api('/auth/track-device', { method: 'POST', headers: erin.bearer, json: chromeOnLinux });
    await api('/auth/track-device', { method: 'POST', headers: erin.bearer, json: phone });
    const response = await api('/auth/track-device', { method: 'DELETE', headers: erin.bearer, json: phone });
    expect(await jsonOf(response)).toEqual({ result: { deletedCount: 1 } });
    expect((await devicesOf(erin)).map((device) => device.browser)).toEqual(['Chrome 156']);
  });
});

describe('POST /auth/sign-out-everywhere', () => {
  it('revokes the sessions and clears the devices', async () => {
    const frank = await createAccount({ register: true });
    await api('/auth/track-device', { method: 'POST', headers: frank.bearer, json: chromeOnLinux });
    await nextWholeSecond();
    const response = await api('/auth/sign-out-everywhere', { method: 'POST', headers: frank.bearer });
    expect(response.status).toBe(200);
    expect((await db.doc(`users/${frank.uid}`).get()).get('devices')).toEqual({});
    expect((await api(`/user?email=${frank.email}`, { headers: frank.bearer })).status).toBe(401);
  });
});
