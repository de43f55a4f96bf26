import { describe, expect, it } from 'vitest';
import { createAccount, refreshToken } from './accounts';
import { api, jsonOf } from './api-client';
import { auth } from './backend';

// functions/.env.demo-portfolio names this address as OWNER_EMAIL.
const OWNER_EMAIL = 'bootstrap-owner@portfolio.test';

describe('OWNER_EMAIL bootstrap', () => {
  it('a verified sign-in of any other address gets nothing', async () => {
    const other = await createAccount({ register: true });
    await auth.updateUser(other.uid, { emailVerified: true });
    const verified = await refreshToken(other);
    const response = await api('/auth/track-device', { method: 'POST', headers: verified.bearer, json: {} });
    expect(await jsonOf(response)).toMatchObject({ roleChanged: false });
    expect((await auth.getUser(other.uid)).customClaims?.role).toBeUndefined();
  });

  it('the first verified sign-in of the owner address gets the admin claim', async () => {
    const created = await auth.createUser({ email: OWNER_EMAIL, password: 'Passw0rd', emailVerified: false });
    const unverified = await refreshToken({
      uid: created.uid,
      email: OWNER_EMAIL,
      password: 'Passw0rd',
      token: '',
      bearer: { Authorization: '' },
    });
    const registered = await api('/users', {
      method: 'POST',
      headers: unverified.bearer,
      json: { name: 'Owner' },
    });
    expect(await jsonOf(registered)).toMatchObject({ roleChanged: false });

    await auth.updateUser(created.uid, { emailVerified: true });
    const verified = await refreshToken(unverified);
    const tracked = await api('/auth/track-device', { method: 'POST', headers: verified.bearer, json: {} });
    expect(await jsonOf(tracked)).toMatchObject({ roleChanged: true });
    expect((await auth.getUser(created.uid)).customClaims?.role).toBe('admin');

    // The old token still says user; a refreshed one carries the claim.
    expect((await api('/projects', { headers: verified.bearer })).status).toBe(403);
    const refreshed = await refreshToken(verified);
    expect((await api('/projects', { headers: refreshed.bearer })).status).toBe(200);
    const again = await api('/auth/track-device', { method: 'POST', headers: refreshed.bearer, json: {} });
    expect(await jsonOf(again)).toMatchObject({ roleChanged: false });
  });
});
