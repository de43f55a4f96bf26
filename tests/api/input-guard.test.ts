// Values of the wrong type, keys every object already has, and text that is not well-formed Unicode: each is a 400
// naming its field, answered at once, with nothing written, on every route that takes a body.
import { COLLECTIONS, VALIDATION_MESSAGES as M } from '@portfolio/common';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, API_BASE, FUNCTION_URL, jsonOf } from './api-client';
import { db } from './backend';
import { clearContactRateLimits, contactMessage, siteRecord } from './fixtures';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

beforeEach(clearContactRateLimits);

type Refusal = { error: { fields: Record<string, string> } };

/** The field errors of a refusal, after checking that it is one: a 400, well within Firestore's retries. */
async function refusedFields(request: Promise<Response>): Promise<Record<string, string>> {
  const started = Date.now();
  const response = await request;
  expect(response.status).toBe(400);
  expect(Date.now() - started).toBeLessThan(3000);
  return (await jsonOf<Refusal>(response)).error.fields;
}

const siteRevision = async () => (await siteRecord().get()).get('revision') as number | undefined;
const messageCount = async () => (await db.collection(COLLECTIONS.messages).count().get()).data().count;

describe('PUT /api/site', () => {
  async function putSiteWith(change: (content: Record<string, unknown>) => string): Promise<Response> {
    const content = await jsonOf(await api('/site'));
    // Written as text, so that a key such as __proto__ reaches the API as the caller wrote it.
    return fetch(`${API_BASE}/site`, {
      method: 'PUT',
      headers: { ...admin.bearer, 'Content-Type': 'application/json' },
      body: change(content),
    });
  }

  it.each([
    ['a list', ['a', 'b']],
    ['an object', { a: 1 }],
    ['a lone surrogate', '\uD800'],
  ])('a name that is %s', async (_label, name) => {
    const revision = await siteRevision();
    const fields = await refusedFields(putSiteWith((content) => JSON.stringify({ ...content, name })));
    expect(Object.keys(fields)).toEqual(['name']);
    expect(await siteRevision()).toBe(revision);
  });

  it.each(['constructor', '__proto__', 'toString'])('a top-level key %s', async (key) => {
    const revision = await siteRevision();
    const fields = await refusedFields(
      putSiteWith((content) => `{"${key}": {"name": "x"}, ${JSON.stringify(content).slice(1)}`),
    );
    expect(fields).toEqual({ [key]: M.reservedFieldName(key) });
    expect(await siteRevision()).toBe(revision);
  });
});

describe('POST /api/contact, anonymous', () => {
  it.each([
    ['a name that is a list', { ...contactMessage, name: ['a'] }, 'name'],
    ['a toString key', { ...contactMessage, toString: 'x' }, 'toString'],
    ['a constructor key', { ...contactMessage, constructor: { name: 'x' } }, 'constructor'],
    ['a lone surrogate in the message', { ...contactMessage, message: 'Hello \uDC00 there' }, 'message'],
  ])('%s', async (_label, body, field) => {
    const before = await messageCount();
    const fields = await refusedFields(api('/contact', { method: 'POST', json: body }));
    expect(Object.keys(fields)).toEqual([field]);
    expect(await messageCount()).toBe(before);
  });
});

describe('POST /want, the form sent natively', () => {
  function sendForm(body: string): Promise<Response> {
    return fetch(`${FUNCTION_URL}/want`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body,
      redirect: 'manual',
    });
  }
  const valid = new URLSearchParams(contactMessage).toString();

  it('a field given twice: the form page, 400, the error beside that field', async () => {
    const before = await messageCount();
    const response = await sendForm(`${valid}&name=Eve`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<p id="contact-name-error"[^>]*>name must be text<\/p>/);
    expect(await messageCount()).toBe(before);
  });

  it.each(['constructor', 'toString'])(
    'a field named %s: the form page, 400, the error above the button',
    async (field) => {
      const before = await messageCount();
      const response = await sendForm(`${valid}&${field}=x`);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('Contact Us');
      expect(html).toMatch(
        new RegExp(`role="alert"[^>]*>The field name &quot;${field}&quot; is not allowed<`),
      );
      // What was typed is kept.
      expect(html).toContain(`value="${contactMessage.name}"`);
      expect(await messageCount()).toBe(before);
    },
  );
});
