import { COLLECTIONS } from '@portfolio/common';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, postProject, SITE_ORIGIN } from './api-client';
import { db } from './backend';
import { clearContactRateLimits, contactMessage } from './fixtures';
import { multipart } from './uploads';

/** What a hostile caller sends, and what the API must answer. */

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true, register: true });
});

describe('request bodies', () => {
  async function messageCount() {
    return (await db.collection(COLLECTIONS.messages).count().get()).data().count;
  }

  it.each([
    ['1 MB', 1024 * 1024],
    ['31 MB', 31 * 1024 * 1024],
  ])('a %s JSON body is refused with 413 and nothing is stored', async (_label, size) => {
    await clearContactRateLimits();
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
  beforeEach(clearContactRateLimits);

  it('an address carrying mail headers is refused as invalid', async () => {
    const response = await api('/contact', {
      method: 'POST',
      json: { ...contactMessage, email: 'a@b.co?cc=third%40evil.example&subject=Hi' },
    });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ error: { fields: { email: 'Invalid email address' } } });
  });

  it('a bot’s honeypot is any non-empty value, string or not', async () => {
    const before = (await db.collection(COLLECTIONS.messages).count().get()).data().count;
    for (const website of [{ url: 'x' }, ['x'], 1, true]) {
      const response = await api('/contact', { method: 'POST', json: { ...contactMessage, website } });
      expect(response.status).toBe(201);
    }
    expect((await db.collection(COLLECTIONS.messages).count().get()).data().count).toBe(before);
  });
});

describe('control characters', () => {
  beforeEach(clearContactRateLimits);

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

afterAll(clearContactRateLimits);
