// A page of another site must not make its visitors send messages: the form sent natively takes posts from the
// site's own pages only, and the API's contact endpoint takes JSON only (which a page of another site cannot send
// without the API's consent).
import { COLLECTIONS } from '@portfolio/common';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, SITE_ORIGIN } from './api-client';
import { db } from './backend';
import { clearContactRateLimits, contactMessage } from './fixtures';

beforeEach(clearContactRateLimits);

const messagesWith = async (text: string) =>
  (await db.collection(COLLECTIONS.messages).where('message', '==', text).count().get()).data().count;

/** The contact form as a browser posts it natively, through Hosting, with the given request headers. */
function postForm(headers: Record<string, string>, text: string): Promise<Response> {
  return fetch(`${SITE_ORIGIN}/want/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...headers },
    body: new URLSearchParams({ ...contactMessage, message: text }).toString(),
    redirect: 'manual',
  });
}

describe('POST /want/send from a page of another site', () => {
  it.each([
    ['as a browser marks it', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['by its Origin alone', { Origin: 'https://evil.example' }],
    ['by Sec-Fetch-Site alone', { 'Sec-Fetch-Site': 'cross-site' }],
    ['from an opaque origin', { Origin: 'null' }],
    ['from a port of its own', { Origin: 'http://127.0.0.1:5999', 'Sec-Fetch-Site': 'same-site' }],
  ])('%s: 403 with the contact page saying why, nothing stored', async (_label, headers) => {
    const text = `Cross-site ${randomUUID()}`;
    const response = await postForm(headers, text);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('Contact Us');
    expect(html).toContain('This form was sent from another site');
    // Nothing of the other site's post is put into the page.
    expect(html).not.toContain(text);
    expect(await messagesWith(text)).toBe(0);
  });
});

describe('POST /want/send from the site itself', () => {
  it.each([
    ['with its Origin', { Origin: SITE_ORIGIN, 'Sec-Fetch-Site': 'same-origin' }],
    ['without an Origin', {}],
  ])('%s: taken (303)', async (_label, headers) => {
    const text = `Same-origin ${randomUUID()}`;
    const response = await postForm(headers, text);
    expect(response.status).toBe(303);
    expect(await messagesWith(text)).toBe(1);
  });
});

describe('POST /api/contact', () => {
  it.each([
    [
      'a form’s urlencoded body',
      'application/x-www-form-urlencoded',
      (text: string) => new URLSearchParams({ ...contactMessage, message: text }).toString(),
    ],
    [
      'JSON sent as text/plain',
      'text/plain',
      (text: string) => JSON.stringify({ ...contactMessage, message: text }),
    ],
    [
      'a multipart form',
      undefined,
      (text: string) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({ ...contactMessage, message: text }))
          form.append(name, value);
        return form;
      },
    ],
  ])('refuses %s with 415, storing nothing', async (_label, contentType, body) => {
    const text = `Not JSON ${randomUUID()}`;
    const response = await fetch(`${API_BASE}/contact`, {
      method: 'POST',
      headers: contentType ? { 'Content-Type': contentType } : {},
      body: body(text),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    expect(await messagesWith(text)).toBe(0);
  });
});
