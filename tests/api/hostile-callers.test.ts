import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, refreshToken, type TestAccount } from './accounts';
import { api, FUNCTION_BASE, jsonOf, SITE_ORIGIN } from './api-client';
import { auth, db, sweepDeletedAccounts } from './backend';
import { clearContactRateLimits, contactMessage } from './fixtures';

/** What a hostile caller claims to be or to come from, and what the API must answer. */

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true, register: true });
});

describe('user records belong to accounts, not to the email stored in them', () => {
  it('a new account with the email of a deleted one gets its own record, never the old one', async () => {
    const first = await createAccount({ register: true });
    await api('/auth/track-device', {
      method: 'POST',
      headers: first.bearer,
      json: { deviceType: 'desktop', browser: 'Chrome 156', os: 'Linux' },
    });
    await auth.deleteUser(first.uid);
    // The sweep removes the record of an account deleted outside the app.
    expect(await sweepDeletedAccounts()).toContain(first.uid);
    expect((await db.doc(`users/${first.uid}`).get()).exists).toBe(false);

    const { uid } = await auth.createUser({ email: first.email, password: first.password });
    const second = await refreshToken({ ...first, uid });
    const lookup = await api(`/user?email=${encodeURIComponent(first.email)}`, { headers: second.bearer });
    expect(lookup.status).toBe(404);
    expect((await api('/users', { method: 'POST', headers: second.bearer, json: {} })).status).toBe(201);
    const own = await jsonOf<{ uid: string; devices: unknown[] }>(
      await api(`/user?email=${encodeURIComponent(first.email)}`, { headers: second.bearer }),
    );
    expect(own).toMatchObject({ uid, devices: [] });
  });

  it('after an email change, whoever takes the old address does not get the first account’s record', async () => {
    const first = await createAccount({ register: true });
    const oldEmail = first.email;
    await auth.updateUser(first.uid, { email: `moved-${oldEmail}` });
    const { uid } = await auth.createUser({ email: oldEmail, password: first.password });
    const second = await refreshToken({ ...first, uid });
    const lookup = await api(`/user?email=${encodeURIComponent(oldEmail)}`, { headers: second.bearer });
    expect(lookup.status).toBe(404);
    // An admin asking for that address gets the record of the account that has it now: none yet.
    const asAdmin = await api(`/user?email=${encodeURIComponent(oldEmail)}`, { headers: admin.bearer });
    expect(asAdmin.status).toBe(404);
    const moved = await jsonOf<{ uid: string }>(
      await api(`/user?email=${encodeURIComponent(`moved-${oldEmail}`)}`, { headers: admin.bearer }),
    );
    expect(moved.uid).toBe(first.uid);
  });
});

describe('the contact rate limit is keyed on the address the platform saw', () => {
  beforeEach(clearContactRateLimits);

  it('a different X-Forwarded-For on each message does not get past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await api('/contact', {
        method: 'POST',
        base: FUNCTION_BASE,
        headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
        json: contactMessage,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});

describe('the client address behind a known number of proxies', () => {
  it('is the one the nearest trusted proxy appended, whatever the client wrote before it', async () => {
    const { clientAddress } = await import('../../functions/src/http/client-ip');
    const { default: express } = await import('express');
    const app = express();
    app.set('trust proxy', 1);
    app.get('/', (req, res) => void res.json({ ip: clientAddress(req) ?? null }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const seen = async (forwarded: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'X-Forwarded-For': forwarded },
      });
      return ((await response.json()) as { ip: string | null }).ip;
    };
    try {
      expect(await seen('203.0.113.9')).toBe('203.0.113.9');
      // A victim's address written first by the attacker is not the key: the proxy's own entry is.
      expect(await seen('203.0.113.77, 203.0.113.9')).toBe('203.0.113.9');
      // Not an address at all: nothing.
      expect(await seen(`<img src=x onerror=alert(1)>${'a'.repeat(4000)}`)).toBeNull();
    } finally {
      server.close();
    }
  });
});

describe('device IPs', () => {
  it('are an IP address or nothing, never the text of a header', async () => {
    const account = await createAccount({ register: true });
    const response = await api('/auth/track-device', {
      method: 'POST',
      headers: { ...account.bearer, 'X-Forwarded-For': `<img src=x>${'a'.repeat(4000)}` },
      json: { deviceType: 'desktop', browser: 'Chrome 156', os: 'Linux' },
    });
    expect(response.status).toBe(200);
    const stored = (await db.doc(`users/${account.uid}`).get()).get('devices') as Record<
      string,
      { last_sign_location: { ip?: string } }
    >;
    const [device] = Object.values(stored);
    const ip = device!.last_sign_location.ip;
    expect(ip === undefined || (ip.length <= 45 && /^[0-9a-f.:]+$/i.test(ip))).toBe(true);
  });
});

describe('the site address', () => {
  /** A GET through Hosting with headers fetch() would refuse to set (Host-like forwarding headers). */
  function rawGet(path: string, headers: Record<string, string>): Promise<string> {
    return new Promise((resolve, reject) => {
      const url = new URL(path, SITE_ORIGIN);
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname, headers },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('is the configured one, whatever host the request names', async () => {
    const hostile = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' };
    const sitemap = await rawGet('/sitemap.xml', hostile);
    expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/</loc>`);
    expect(sitemap).not.toContain('evil.example');
    const page = await rawGet('/project/seed-shopfront', hostile);
    expect(page).toContain(`${SITE_ORIGIN}/project/seed-shopfront`);
    expect(page).not.toContain('evil.example');
    expect(page).not.toContain('javascript:');
  });
});

describe('revocation', () => {
  it('a token from the same second as "sign out everywhere" is refused afterwards', async () => {
    const account = await createAccount({ register: true });
    const fresh = await refreshToken(account);
    const revoked = await api('/auth/sign-out-everywhere', { method: 'POST', headers: fresh.bearer });
    expect(revoked.status).toBe(200);
    const reused = await api(`/user?email=${encodeURIComponent(account.email)}`, { headers: fresh.bearer });
    expect(reused.status).toBe(401);
  });
});

afterAll(clearContactRateLimits);
