// Only a change of what the public pages show starts a publication (each one is a Hosting version in production):
// a draft's save, a message read or deleted, the same site content saved again leave `requested` as it was.
import {
  COLLECTIONS,
  PUBLICATION_STATE_DOC,
  type Post,
  type Project,
  type SiteContent,
} from '@portfolio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { db } from './backend';
import { clearContactRateLimits, contactMessage, projectsMadeHere, validProjectFields } from './fixtures';
import { multipart } from './uploads';
import { untilPublished } from './publication-status';

let admin: TestAccount;
const made = projectsMadeHere(() => admin);
const postsMade: string[] = [];

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

afterAll(async () => {
  for (const slug of postsMade) {
    await api(`/posts/${slug}`, { method: 'DELETE', headers: admin.bearer });
    await api(`/post-trash/${slug}`, { method: 'DELETE', headers: admin.bearer });
  }
  // The next file starts from a live publication.
  await untilPublished(admin);
});

/** How many publications were asked for so far. */
async function requested(): Promise<number> {
  const state = await db.collection(COLLECTIONS.publication).doc(PUBLICATION_STATE_DOC).get();
  return (state.get('requested') as number | undefined) ?? 0;
}

/** How many publications `act` asked for. */
async function publicationsBy(act: () => Promise<unknown>): Promise<number> {
  const before = await requested();
  await act();
  return (await requested()) - before;
}

const ok = (status: number) => async (response: Promise<Response>) => {
  const answered = await response;
  expect(answered.status).toBe(status);
  return answered;
};

const post = (published: boolean, title = 'A private thought') => ({
  title,
  summary: 'Not for everyone yet.',
  body: 'Some *words*.',
  tags: ['Drafts'],
  published,
});

async function createdPost(published: boolean): Promise<Post> {
  const response = await ok(201)(
    api('/posts', { method: 'POST', headers: admin.bearer, json: post(published) }),
  );
  const { data } = await jsonOf<{ data: Post }>(response);
  postsMade.push(data.slug);
  return data;
}

const savePost = (slug: string, published: boolean, title?: string) =>
  ok(200)(
    api(`/posts/${slug}`, {
      method: 'PUT',
      headers: { ...admin.bearer, 'If-Match': '*' },
      json: post(published, title),
    }),
  );

describe('posts', () => {
  it('a draft created, saved, trashed and restored starts no publication', async () => {
    let slug = '';
    expect(await publicationsBy(async () => (slug = (await createdPost(false)).slug))).toBe(0);
    expect(await publicationsBy(() => savePost(slug, false, 'Still private'))).toBe(0);
    expect(
      await publicationsBy(() => ok(200)(api(`/posts/${slug}`, { method: 'DELETE', headers: admin.bearer }))),
    ).toBe(0);
    expect(
      await publicationsBy(() =>
        ok(200)(api(`/post-trash/${slug}/restore`, { method: 'POST', headers: admin.bearer })),
      ),
    ).toBe(0);
  });

  it('publishing a draft, editing it published and unpublishing it each start one', async () => {
    const { slug } = await createdPost(false);
    expect(await publicationsBy(() => savePost(slug, true))).toBe(1);
    expect(await publicationsBy(() => savePost(slug, true, 'Edited in public'))).toBe(1);
    expect(await publicationsBy(() => savePost(slug, false))).toBe(1);
  });
});

describe('projects', () => {
  const edit = (id: string, fields: Record<string, string>) =>
    ok(200)(
      api(`/projects/${id}`, {
        method: 'PUT',
        headers: admin.bearer,
        form: multipart({ ...validProjectFields, ...fields }),
      }),
    );
  const setPublished = (id: string, published: boolean) =>
    ok(200)(api(`/projects/${id}`, { method: 'PATCH', headers: admin.bearer, json: { published } }));

  it('a draft created, saved, trashed and restored starts no publication', async () => {
    let draft = { _id: '', priority: 0 };
    expect(await publicationsBy(async () => (draft = await made.added({ published: 'false' })))).toBe(0);
    const { _id: id, priority } = draft;
    expect(
      await publicationsBy(() => edit(id, { title: 'A draft, saved again', priority: String(priority) })),
    ).toBe(0);
    expect(
      await publicationsBy(() =>
        ok(200)(api(`/projects/${id}`, { method: 'DELETE', headers: admin.bearer })),
      ),
    ).toBe(0);
    expect(
      await publicationsBy(() =>
        ok(200)(api(`/trash/${id}/restore`, { method: 'POST', headers: admin.bearer })),
      ),
    ).toBe(0);
  });

  it('publishing a draft and unpublishing it each start one', async () => {
    const { _id: id } = await made.added({ published: 'false' });
    expect(await publicationsBy(() => setPublished(id, true))).toBe(1);
    expect(await publicationsBy(() => setPublished(id, false))).toBe(1);
  });

  it('a reorder starts one only when a published project moves', async () => {
    // A published project, then two drafts, made last.
    await made.added();
    const first = await made.added({ published: 'false' });
    const second = await made.added({ published: 'false' });
    const all = await jsonOf<Project[]>(await api('/projects', { headers: admin.bearer }));
    const ids = all.map((project) => project._id).filter((id) => id !== first._id && id !== second._id);
    const reorder = (order: string[]) =>
      ok(200)(api('/projects/order', { method: 'PUT', headers: admin.bearer, json: { ids: order } }));
    // Priorities 1..n in the listed order first (earlier files may have left gaps).
    await reorder([...ids, first._id, second._id]);
    // The two new drafts are last: swapping them moves no published project.
    expect(await publicationsBy(() => reorder([...ids, second._id, first._id]))).toBe(0);
    expect(await publicationsBy(() => reorder([second._id, ...ids, first._id]))).toBe(1);
  });
});

describe('messages', () => {
  it('a message read, unread and deleted starts no publication', async () => {
    await clearContactRateLimits();
    const sent = await ok(201)(api('/contact', { method: 'POST', json: contactMessage }));
    const { data } = await jsonOf<{ data: { _id: string } }>(sent);
    const message = `/messages/${data._id}`;
    const count = await publicationsBy(async () => {
      await ok(200)(api(message, { method: 'PATCH', headers: admin.bearer, json: { read: true } }));
      await ok(200)(api(message, { method: 'PATCH', headers: admin.bearer, json: { read: false } }));
      await ok(200)(api(message, { method: 'DELETE', headers: admin.bearer }));
    });
    expect(count).toBe(0);
  });
});

describe('the site content', () => {
  it('saved unchanged starts no publication; changed, one', async () => {
    const content = await jsonOf<SiteContent>(await api(`/site?fresh=${Date.now()}`));
    const save = (json: SiteContent) => ok(200)(api('/site', { method: 'PUT', headers: admin.bearer, json }));
    expect(await publicationsBy(() => save(content))).toBe(0);
    expect(await publicationsBy(() => save({ ...content, role: `${content.role}!` }))).toBe(1);
    expect(await publicationsBy(() => save(content))).toBe(1);
  });
});
