// The owner's writing: published posts public, drafts and every change the owner's; Markdown rendered once per save,
// hostile Markdown made harmless; saves from an older revision refused; deletes to the trash; images re-encoded.
import {
  COLLECTIONS,
  POST_LIMITS,
  POST_VERSIONS_KEPT,
  type Post,
  type PostSummary,
  type PostVersionSummary,
} from '@portfolio/common';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, API_BASE, jsonOf } from './api-client';
import { bucket, db, storedFiles } from './backend';
import { file, multipart, pngFile } from './uploads';
import { unzip } from '../support/zip';

let admin: TestAccount;
let user: TestAccount;

const aPost = (fields: Record<string, unknown> = {}) => ({
  title: 'Typed routes in Express',
  summary: 'How the API types its handlers.',
  body: '## Why\n\nBecause.\n\n```ts\nconst a: number = 1;\n```\n',
  tags: ['TypeScript', 'Express'],
  published: true,
  ...fields,
});

const create = (fields: Record<string, unknown> = {}, headers: Record<string, string> = admin.bearer) =>
  api('/posts', { method: 'POST', headers, json: aPost(fields) });
const created = async (fields: Record<string, unknown> = {}) => {
  const response = await create(fields);
  expect(response.status).toBe(201);
  return (await jsonOf<{ data: Post }>(response)).data;
};
const put = (slug: string, json: unknown, headers: Record<string, string> = admin.bearer) =>
  api(`/posts/${slug}`, { method: 'PUT', headers, json });

async function clearPosts(): Promise<void> {
  for (const name of [COLLECTIONS.posts, COLLECTIONS.postTrash]) {
    await db.recursiveDelete(db.collection(name));
  }
  await bucket.deleteFiles({ prefix: 'posts/' });
}

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
});
beforeEach(clearPosts);
afterAll(clearPosts);

describe('POST /api/posts', () => {
  it('stores the post with a slug made from its title, its HTML rendered and highlighted, and its reading time', async () => {
    const post = await created();
    expect(post).toMatchObject({
      id: 'typed-routes-in-express',
      slug: 'typed-routes-in-express',
      readingMinutes: 1,
    });
    expect(post.html).toContain('<h2 id="why">Why</h2>');
    expect(post.html).toContain('<span class="hljs-keyword">const</span>');
    expect(post.headings).toEqual([{ id: 'why', text: 'Why', level: 2 }]);
    expect(post.publishedAt).not.toBeNull();
  });

  it('gives a second post of the same title a slug of its own, and keeps a slug given', async () => {
    await created();
    expect((await created()).slug).toBe('typed-routes-in-express-2');
    expect((await created({ slug: 'my-own' })).slug).toBe('my-own');
  });

  it('makes hostile Markdown harmless: no script, no event attribute, no javascript: link', async () => {
    const post = await created({
      body: '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n\n<a href="#" onclick="x()">y</a>\n',
    });
    // Their text stays, escaped: no element, no attribute.
    expect(post.html).not.toMatch(/<script|<img|<a [^>]*onclick|href="javascript:/i);
    expect(post.html).toContain('&lt;script&gt;');
  });

  it('takes a body of 100 KB and refuses one byte more, naming the field', async () => {
    const line = 'word '.repeat(19) + 'end\n';
    const body = line.repeat(Math.floor(POST_LIMITS.bodyBytes / line.length));
    expect((await create({ body })).status).toBe(201);
    const response = await create({ body: 'x'.repeat(POST_LIMITS.bodyBytes + 1) });
    expect(response.status).toBe(400);
    expect((await jsonOf<{ error: { fields: object } }>(response)).error.fields).toEqual({
      body: 'Body must be at most 100 KB',
    });
  });

  it('renders 10,000 nested list items within the time a save allows', async () => {
    const started = Date.now();
    const response = await create({ body: '- '.repeat(10_000) + 'deep\n' });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each([
    ['title', { title: 'x'.repeat(121) }],
    ['summary', { summary: 'x'.repeat(301) }],
    ['tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }],
    ['tags', { tags: ['x'.repeat(31)] }],
    ['title', { title: '\u200B\u200B' }],
    ['slug', { slug: '../etc' }],
  ])('refuses a bad %s with 400, storing nothing', async (field, fields) => {
    const response = await create(fields);
    expect(response.status).toBe(400);
    expect(Object.keys((await jsonOf<{ error: { fields: object } }>(response)).error.fields)).toEqual([
      field,
    ]);
    expect((await db.collection(COLLECTIONS.posts).count().get()).data().count).toBe(0);
  });

  it('is the admin’s only', async () => {
    expect((await create({}, {})).status).toBe(401);
    expect((await create({}, user.bearer)).status).toBe(403);
  });
});

describe('reading posts', () => {
  it('lists published posts newest first with the fields of the list; drafts only for the owner with ?drafts=1', async () => {
    await created({ title: 'Older', publishedAt: '2026-01-01T00:00:00Z' });
    await created({ title: 'Newer', publishedAt: '2026-06-01T00:00:00Z' });
    await created({ title: 'Secret draft', published: false });
    const list = await jsonOf<PostSummary[]>(await api('/posts'));
    expect(list.map((post) => post.title)).toEqual(['Newer', 'Older']);
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'summary',
        'tags',
        'published',
        'publishedAt',
        'updatedAt',
        'readingMinutes',
      ].sort(),
    );
    const all = await jsonOf<PostSummary[]>(await api('/posts?drafts=1', { headers: admin.bearer }));
    expect(all.map((post) => post.title)).toEqual(['Secret draft', 'Newer', 'Older']);
    expect((await api('/posts?drafts=1', { headers: user.bearer })).status).toBe(403);
    expect((await api('/posts?drafts=1')).status).toBe(401);
  });

  it('answers a published post with its neighbours, and a draft as 404 to anyone but the owner', async () => {
    await created({ title: 'One', publishedAt: '2026-01-01T00:00:00Z' });
    await created({ title: 'Two', publishedAt: '2026-02-01T00:00:00Z' });
    const draft = await created({ title: 'Draft', published: false });
    const one = await jsonOf<Post>(await api('/posts/one'));
    expect(one).toMatchObject({ title: 'One', newer: { slug: 'two', title: 'Two' }, older: null });
    expect(one.body).toBeUndefined();
    expect((await api(`/posts/${draft.slug}`)).status).toBe(404);
    expect((await api(`/posts/${draft.slug}`, { headers: user.bearer })).status).toBe(404);
    const owned = await api(`/posts/${draft.slug}`, { headers: admin.bearer });
    expect(owned.status).toBe(200);
    expect((await jsonOf<Post>(owned)).body).toContain('## Why');
    expect((await api('/posts/no-such-post')).status).toBe(404);
  });
});

describe('PUT /api/posts/{slug}', () => {
  it('keeps the slug when the title changes, and refuses a save from an older revision (If-Match or updatedAt)', async () => {
    const post = await created();
    const saved = await put(post.slug, { ...aPost({ title: 'A new title' }), updatedAt: post.updatedAt });
    expect(saved.status).toBe(200);
    const next = (await jsonOf<{ data: Post }>(saved)).data;
    expect(next).toMatchObject({ slug: post.slug, title: 'A new title' });
    const stale = await put(post.slug, { ...aPost({ title: 'Lost' }), updatedAt: post.updatedAt });
    expect(stale.status).toBe(409);
    const staleHeader = await put(post.slug, aPost({ title: 'Lost' }), {
      ...admin.bearer,
      'If-Match': `"${post.updatedAt}"`,
    });
    expect(staleHeader.status).toBe(409);
    expect((await jsonOf<Post>(await api(`/posts/${post.slug}`))).title).toBe('A new title');
    expect((await put(post.slug, aPost({ slug: 'other-slug' }))).status).toBe(400);
  });

  it('unpublishes: the post leaves the public list and answers 404', async () => {
    const post = await created();
    expect((await put(post.slug, aPost({ published: false }))).status).toBe(200);
    expect(await jsonOf<PostSummary[]>(await api('/posts'))).toEqual([]);
    expect((await api(`/posts/${post.slug}`)).status).toBe(404);
  });

  it(`keeps every save as a version (the newest ${POST_VERSIONS_KEPT}) and restores one`, async () => {
    const post = await created({ title: 'Version 0' });
    for (let i = 1; i <= POST_VERSIONS_KEPT + 1; i += 1)
      await put(post.slug, aPost({ title: `Version ${i}` }));
    const versions = await jsonOf<PostVersionSummary[]>(
      await api(`/posts/${post.slug}/versions`, { headers: admin.bearer }),
    );
    expect(versions).toHaveLength(POST_VERSIONS_KEPT);
    expect(versions[0]!.title).toBe(`Version ${POST_VERSIONS_KEPT}`);
    const restore = await api(`/posts/${post.slug}/versions/${versions[0]!.id}/restore`, {
      method: 'POST',
      headers: admin.bearer,
    });
    expect(restore.status).toBe(200);
    expect((await jsonOf<Post>(await api(`/posts/${post.slug}`))).title).toBe(
      `Version ${POST_VERSIONS_KEPT}`,
    );
    expect((await api(`/posts/${post.slug}/versions`, { headers: user.bearer })).status).toBe(403);
  });
});

describe('DELETE /api/posts/{slug} and the posts’ trash', () => {
  it('moves the post to the trash, restorable; removing it for good removes its images', async () => {
    const post = await created();
    const upload = await api(`/posts/${post.slug}/images`, {
      method: 'POST',
      headers: admin.bearer,
      form: multipart({}, { image: [await pngFile('figure.png', 800, 400)] }),
    });
    expect(upload.status).toBe(201);
    expect((await api(`/posts/${post.slug}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(200);
    expect((await api(`/posts/${post.slug}`)).status).toBe(404);
    const trash = await jsonOf<PostSummary[]>(await api('/post-trash', { headers: admin.bearer }));
    expect(trash.map((entry) => entry.slug)).toEqual([post.slug]);
    expect((await create()).status).toBe(201);
    expect((await jsonOf<PostSummary[]>(await api('/posts'))).map((p) => p.slug)).toEqual([`${post.slug}-2`]);
    const restore = await api(`/post-trash/${post.slug}/restore`, { method: 'POST', headers: admin.bearer });
    expect(restore.status).toBe(200);
    expect((await api(`/posts/${post.slug}`)).status).toBe(200);
    await api(`/posts/${post.slug}`, { method: 'DELETE', headers: admin.bearer });
    expect((await api(`/post-trash/${post.slug}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(
      200,
    );
    expect(await storedFiles(`posts/${post.slug}/`)).toEqual([]);
    expect((await api(`/post-trash/${post.slug}`, { method: 'DELETE', headers: user.bearer })).status).toBe(
      403,
    );
  });
});

describe('POST /api/posts/{slug}/images and the preview', () => {
  it('stores an image re-encoded as WebP at most 1600 px wide, answering its Markdown; a save then sizes it', async () => {
    const post = await created();
    const response = await api(`/posts/${post.slug}/images`, {
      method: 'POST',
      headers: admin.bearer,
      form: multipart({}, { image: [await pngFile('diagram.png', 2400, 1200)] }),
    });
    expect(response.status).toBe(201);
    const { data } = await jsonOf<{ data: { url: string; markdown: string; width: number; height: number } }>(
      response,
    );
    expect(data).toMatchObject({ width: 1600, height: 800, markdown: `![diagram](${data.url})` });
    expect(data.url).toMatch(/^\/media\/v0\/b\/.+\.webp\?alt=media&token=/);
    const saved = await put(post.slug, aPost({ body: `Intro\n\n${data.markdown}\n` }));
    expect((await jsonOf<{ data: Post }>(saved)).data.html).toContain('width="1600" height="800"');
  });

  it('refuses a file that is not an image, and an image for an unknown post', async () => {
    const post = await created();
    const notImage = await api(`/posts/${post.slug}/images`, {
      method: 'POST',
      headers: admin.bearer,
      form: multipart({}, { image: [file('<svg onload="x()"/>', 'x.svg', 'image/svg+xml')] }),
    });
    expect(notImage.status).toBe(415);
    const unknown = await api('/posts/nobody/images', {
      method: 'POST',
      headers: admin.bearer,
      form: multipart({}, { image: [await pngFile('a.png')] }),
    });
    expect(unknown.status).toBe(404);
  });

  it('renders a preview with the same renderer, for the owner only', async () => {
    const preview = await api('/posts/preview', {
      method: 'POST',
      headers: admin.bearer,
      json: { body: '# Hi\n\n<b>x</b>' },
    });
    expect(await jsonOf(preview)).toMatchObject({
      html: '<h1 id="hi">Hi</h1>\n<p>&lt;b&gt;x&lt;/b&gt;</p>\n',
    });
    expect(
      (await api('/posts/preview', { method: 'POST', headers: user.bearer, json: { body: 'x' } })).status,
    ).toBe(403);
  });
});

describe('posts in the export and the visit statistics', () => {
  it('the export zip holds every post (drafts and trashed ones marked) and their images', async () => {
    const post = await created({ title: 'Exported' });
    const draft = await created({ title: 'Exported draft', published: false });
    const upload = await api(`/posts/${post.slug}/images`, {
      method: 'POST',
      headers: admin.bearer,
      form: multipart({}, { image: [await pngFile('figure.png')] }),
    });
    expect(upload.status).toBe(201);
    await api(`/posts/${draft.slug}`, { method: 'DELETE', headers: admin.bearer });
    const entries = await unzip(
      Buffer.from(await (await api('/export', { headers: admin.bearer })).arrayBuffer()),
    );
    const posts = JSON.parse(entries.get('posts.json')?.toString() ?? '[]') as (Post & {
      trashed: boolean;
      files: string[];
    })[];
    const exported = posts.find((entry) => entry.slug === post.slug);
    expect(exported).toMatchObject({
      title: 'Exported',
      trashed: false,
      body: expect.stringContaining('## Why'),
    });
    expect(posts.find((entry) => entry.slug === draft.slug)).toMatchObject({ trashed: true });
    expect(exported?.files).toHaveLength(1);
    expect(entries.has(exported?.files[0] ?? '')).toBe(true);
  });

  it('counts views of a published post’s page, and refuses a draft’s', async () => {
    const post = await created();
    const draft = await created({ title: 'Unseen', published: false });
    const view = (path: string) =>
      fetch(`${API_BASE}/views`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ path }),
      });
    expect((await view(`/writing/${post.slug}`)).status).toBeLessThan(300);
    expect((await view(`/writing/${draft.slug}`)).status).toBe(404);
  });
});
