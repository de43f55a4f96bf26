import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount, refreshToken, type TestAccount } from './accounts';
import { api, FUNCTION_BASE, jsonOf, postProject, SITE_ORIGIN } from './api-client';
import { auth, db } from './backend';
import { multipart } from './uploads';

/** What a hostile caller tried, and what the API must answer. */

const contactMessage = {
  name: 'Ada',
  number: '+880 1711 000000',
  email: 'ada@example.com',
  message: 'Hello there!',
};

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true, register: true });
});

async function clearRateLimits() {
  const snapshot = await db.collection('rateLimits').get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}

describe('user records belong to accounts, not to the email stored in them', () => {
  it('a new account with the email of a deleted one gets its own record, never the old one', async () => {
    const first = await createAccount({ register: true });
    await api('/auth/track-device', {
      method: 'POST',
      headers: first.bearer,
      json: { deviceType: 'desktop', browser: 'Chrome 156', os: 'Linux' },
    });
    await auth.deleteUser(first.uid);
    // Deleting the account removes its record.
    await vi.waitFor(async () => expect((await db.doc(`users/${first.uid}`).get()).exists).toBe(false), {
      timeout: 10_000,
      interval: 250,
    });

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
  beforeEach(clearRateLimits);

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

describe('request bodies', () => {
  async function messageCount() {
    return (await db.collection('messages').count().get()).data().count;
  }

  it.each([
    ['1 MB', 1024 * 1024],
    ['31 MB', 31 * 1024 * 1024],
  ])('a %s JSON body is refused with 413 and nothing is stored', async (_label, size) => {
    await clearRateLimits();
    const before = await messageCount();
    const response = await api('/contact', {
      method: 'POST',
      json: { ...contactMessage, message: 'x'.repeat(size) },
    });
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(await messageCount()).toBe(before);
  });

  it('deeply nested JSON is a 400, not a crash', async () => {
    for (const body of ['['.repeat(40_000), `${'['.repeat(40_000)}${']'.repeat(40_000)}`]) {
      const response = await api('/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      } as Parameters<typeof api>[1]);
      expect(response.status).toBe(400);
    }
    const nested = await api('/contact', {
      method: 'POST',
      json: { ...contactMessage, message: JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) as unknown },
    });
    expect(nested.status).toBe(400);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'a multipart field named %s is a 400 with a clear message',
    async (field) => {
      const account = await createAccount({ register: true });
      const profile = await api(`/user/${account.uid}`, {
        method: 'PUT',
        headers: account.bearer,
        form: multipart({ name: 'Fine', [field]: 'x' }),
      });
      expect(profile.status).toBe(400);
      expect((await jsonOf<{ error: { message: string } }>(profile)).error.message).toContain(field);

      const project = await postProject(admin, { title: 'Fine', [field]: 'x' }, {});
      expect(project.status).toBe(400);
    },
  );
});

describe('reserved Firestore ids name nothing', () => {
  it('answers 404 to readers and to the admin', async () => {
    expect((await api('/projects/__x__')).status).toBe(404);
    expect((await fetch(`${SITE_ORIGIN}/project/__x__`)).status).toBe(404);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await api('/projects/__x__', {
        method,
        headers: admin.bearer,
        ...(method === 'PATCH' ? { json: { published: true } } : {}),
        ...(method === 'PUT' ? { form: multipart({ title: 'x' }) } : {}),
      });
      expect(response.status).toBe(404);
    }
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

describe('replacement patterns in a title', () => {
  it('a project titled with $` and $& shows that text once, in a page with one head', async () => {
    const title = 'Dollar $` and $& and $$ test';
    const created = await postProject(admin, {
      title,
      purpose: 'Patterns',
      category: 'web-dev-project',
      type: 'Frontend',
      status: 'In Complete',
      startDate: '2025-01-01',
      technologies: 'React',
      description: 'A title with replacement patterns.',
    });
    expect(created.status).toBe(201);
    const { data } = await jsonOf<{ data: { _id: string } }>(created);
    try {
      const html = await (await fetch(`${SITE_ORIGIN}/project/${data._id}`)).text();
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html).toContain('Dollar $` and $&amp; and $$ test');
    } finally {
      await api(`/projects/${data._id}`, { method: 'DELETE', headers: admin.bearer });
    }
  });
});

describe('contact emails', () => {
  beforeEach(clearRateLimits);

  it('an address carrying mail headers is refused as invalid', async () => {
    const response = await api('/contact', {
      method: 'POST',
      json: { ...contactMessage, email: 'a@b.co?cc=third%40evil.example&subject=Hi' },
    });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ error: { fields: { email: 'Invalid email address' } } });
  });

  it('a bot’s honeypot is any non-empty value, string or not', async () => {
    const before = (await db.collection('messages').count().get()).data().count;
    for (const website of [{ url: 'x' }, ['x'], 1, true]) {
      const response = await api('/contact', { method: 'POST', json: { ...contactMessage, website } });
      expect(response.status).toBe(201);
    }
    expect((await db.collection('messages').count().get()).data().count).toBe(before);
  });
});

describe('control characters', () => {
  beforeEach(clearRateLimits);

  it.each([
    ['NUL', 'Ada\u0000Lovelace'],
    ['CRLF', 'Ada\r\nBcc: x@evil.example'],
    ['a bidi override', 'Ada\u202Eecalevol'],
    ['a zero-width space', 'Ada\u200BLovelace'],
  ])('a name with %s is refused everywhere', async (_label, name) => {
    const account = await createAccount();
    const register = await api('/users', { method: 'POST', headers: account.bearer, json: { name } });
    expect(register.status).toBe(400);
    expect((await db.doc(`users/${account.uid}`).get()).exists).toBe(false);

    const registered = await createAccount({ register: true });
    const profile = await api(`/user/${registered.uid}`, {
      method: 'PUT',
      headers: registered.bearer,
      form: multipart({ name }),
    });
    expect(profile.status).toBe(400);

    const contact = await api('/contact', { method: 'POST', json: { ...contactMessage, name } });
    expect(contact.status).toBe(400);
  });

  it('a message keeps its line breaks', async () => {
    const response = await api('/contact', {
      method: 'POST',
      json: { ...contactMessage, message: 'First line\nSecond line\r\nThird' },
    });
    expect(response.status).toBe(201);
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

afterAll(clearRateLimits);
