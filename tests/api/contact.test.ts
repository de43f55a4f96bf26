import { COLLECTIONS } from '@portfolio/common';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, FUNCTION_BASE, FUNCTION_URL, jsonOf } from './api-client';
import { db } from './backend';
import { clearContactRateLimits, contactMessage } from './fixtures';

const message = contactMessage;

let admin: TestAccount;
let user: TestAccount;

// functions/.env.demo-portfolio points FORM_SERVICE_URL here: a stand-in for the external form service.
const FORM_SERVICE_PORT = 5099;
const forwarded: Record<string, unknown>[] = [];
let formService: Server;

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
  formService = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      forwarded.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => formService.listen(FORM_SERVICE_PORT, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => formService.close(() => resolve())));

beforeEach(clearContactRateLimits);

function send(body: unknown) {
  return api('/contact', { method: 'POST', base: FUNCTION_BASE, json: body });
}

async function messageCount(): Promise<number> {
  return (await db.collection(COLLECTIONS.messages).count().get()).data().count;
}

describe('POST /contact', () => {
  it('stores the message, unread', async () => {
    const response = await send({ ...message, access_key: 'ignored' });
    expect(response.status).toBe(201);
    const { data } = await jsonOf<{ data: { _id: string } }>(response);
    const stored = await db.doc(`messages/${data._id}`).get();
    expect(stored.data()).toMatchObject({ ...message, read: false });
    expect(stored.get('access_key')).toBeUndefined();
  });

  it('forwards the message to the configured form service, with the access key kept on the server', async () => {
    const unique = `Forward me ${randomUUID()}`;
    expect((await send({ ...message, message: unique })).status).toBe(201);
    expect(forwarded).toContainEqual({ access_key: 'demo-access-key', ...message, message: unique });
  });

  it('refuses missing fields and a bad email with their messages, storing nothing', async () => {
    const before = await messageCount();
    const response = await send({ email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({
      error: {
        fields: {
          name: 'Name is required',
          number: 'Phone Number is required',
          email: 'Invalid email address',
          message: 'Message is required',
        },
      },
    });
    expect(await messageCount()).toBe(before);
  });

  it('a filled honeypot is answered as success and stored nowhere', async () => {
    const before = await messageCount();
    const response = await send({ ...message, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await messageCount()).toBe(before);
  });

  it('allows 5 messages per address in 10 minutes, then answers 429', async () => {
    for (let i = 0; i < 5; i++) expect((await send(message)).status).toBe(201);
    const before = await messageCount();
    const limited = await send(message);
    expect(limited.status).toBe(429);
    expect(await jsonOf(limited)).toMatchObject({ error: { code: 'too_many_requests' } });
    expect(await messageCount()).toBe(before);
  });
});

describe('the messages inbox', () => {
  it('is for the admin only', async () => {
    expect((await api('/messages')).status).toBe(401);
    expect((await api('/messages', { headers: user.bearer })).status).toBe(403);
    expect((await api('/messages/abc', { method: 'DELETE', headers: user.bearer })).status).toBe(403);
  });

  it('lists newest first, marks read, deletes', async () => {
    const sent = await send({ ...message, message: 'Newest one' });
    const { data } = await jsonOf<{ data: { _id: string } }>(sent);
    const list = await jsonOf<{ _id: string; read: boolean; createdAt: string }[]>(
      await api('/messages', { headers: admin.bearer }),
    );
    expect(list[0]).toMatchObject({ _id: data._id, read: false });
    expect(list.every((item, i) => i === 0 || list[i - 1]!.createdAt >= item.createdAt)).toBe(true);

    const marked = await api(`/messages/${data._id}`, {
      method: 'PATCH',
      headers: admin.bearer,
      json: { read: true },
    });
    expect(await jsonOf(marked)).toEqual({ result: { modifiedCount: 1 } });
    expect((await db.doc(`messages/${data._id}`).get()).get('read')).toBe(true);

    const invalid = await api(`/messages/${data._id}`, {
      method: 'PATCH',
      headers: admin.bearer,
      json: { read: 'yes' },
    });
    expect(invalid.status).toBe(400);

    expect((await api(`/messages/${data._id}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(
      200,
    );
    expect((await db.doc(`messages/${data._id}`).get()).exists).toBe(false);
    expect((await api(`/messages/${data._id}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(
      404,
    );
  });
});

describe('the contact form sent natively (POST /want/send, urlencoded)', () => {
  function sendForm(fields: Record<string, string>) {
    return fetch(`${FUNCTION_URL}/want/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }

  it('stores the message and leads to the page that says so (303), never cached', async () => {
    const unique = `Sent natively ${randomUUID()}`;
    const response = await sendForm({ ...message, message: unique, website: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/want/sent');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const stored = await db.collection(COLLECTIONS.messages).where('message', '==', unique).get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ ...message, message: unique }),
    ]);
  });

  it('answers a bad message with the contact page: 400, the values kept, each error beside its field', async () => {
    const before = await messageCount();
    const response = await sendForm({ name: 'Ada <b>Lovelace</b>', email: 'not-an-email', message: 'Hello' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Contact Us');
    expect(html).toContain('Invalid email address');
    expect(html).toContain('Phone Number is required');
    // What was typed comes back escaped.
    expect(html).toContain('value="Ada &lt;b&gt;Lovelace&lt;/b&gt;"');
    expect(html).not.toContain('<b>Lovelace</b>');
    expect(await messageCount()).toBe(before);
  });

  it('a filled honeypot leads to the same page and stores nothing', async () => {
    const before = await messageCount();
    const response = await sendForm({ ...message, website: 'http://spam.example' });
    expect(response.status).toBe(303);
    expect(await messageCount()).toBe(before);
  });

  it('shares the API’s limit: past 5 messages the page says to wait (429), storing nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await sendForm(message)).status).toBe(303);
    const before = await messageCount();
    const limited = await sendForm(message);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many messages from your connection');
    expect(await messageCount()).toBe(before);
  });
});
