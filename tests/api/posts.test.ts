// The owner's writing: published posts public, drafts and every change the owner's; Markdown rendered once per save,
// hostile Markdown made harmless; saves from an older revision refused. (Trash, images, export: post-files.test.ts.)
import {
  COLLECTIONS,
  POST_LIMITS,
  POST_VERSIONS_KEPT,
  type Post,
  type PostSummary,
  type PostVersionSummary,
} from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { api, jsonOf } from './api-client';
import { db } from './backend';
import { aPost, usePostsSuite } from './post-fixtures';

const { admin, user, create, created, put } = usePostsSuite();

describe('POST /api/posts', () => {
  it('stores the post with a slug made from its title, its HTML rendered and highlighted, and its reading time', async () => {
    const post = await created();
    expect(post).toMatchObject({
      id: 'typed-routes-in-express',
      slug: 'typed-routes-in-express',
      readingMinutes: 1,
    });
    expect(post.html).toContain('<h2 id="h-why">Why</h2>');
    expect(post.html).toContain('<span class="hljs-keyword">const</span>');
    expect(post.headings).toEqual([{ id: 'h-why', text: 'Why', level: 2 }]);
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
    expect((await create({}, user().bearer)).status).toBe(403);
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
    const all = await jsonOf<PostSummary[]>(await api('/posts?drafts=1', { headers: admin().bearer }));
    expect(all.map((post) => post.title)).toEqual(['Secret draft', 'Newer', 'Older']);
    expect((await api('/posts?drafts=1', { headers: user().bearer })).status).toBe(403);
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
    expect((await api(`/posts/${draft.slug}`, { headers: user().bearer })).status).toBe(404);
    const owned = await api(`/posts/${draft.slug}`, { headers: admin().bearer });
    expect(owned.status).toBe(200);
    expect((await jsonOf<Post>(owned)).body).toContain('## Why');
    expect((await api('/posts/no-such-post')).status).toBe(404);
  });

  it('answers the owner a published post whole, Markdown included, for them alone; a visitor gets no Markdown', async () => {
    await created({ title: 'Live' });
    const owned = await api('/posts/live', { headers: admin().bearer });
    expect(owned.headers.get('cache-control')).toBe('private, no-store');
    expect((await jsonOf<Post>(owned)).body).toContain('## Why');
    const visitor = await api('/posts/live', { headers: user().bearer });
    expect(visitor.headers.get('cache-control')).toMatch(/^public/);
    expect((await jsonOf<Post>(visitor)).body).toBeUndefined();
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
      ...admin().bearer,
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
      await api(`/posts/${post.slug}/versions`, { headers: admin().bearer }),
    );
    expect(versions).toHaveLength(POST_VERSIONS_KEPT);
    expect(versions[0]!.title).toBe(`Version ${POST_VERSIONS_KEPT}`);
    const restore = await api(`/posts/${post.slug}/versions/${versions[0]!.id}/restore`, {
      method: 'POST',
      headers: admin().bearer,
    });
    expect(restore.status).toBe(200);
    expect((await jsonOf<Post>(await api(`/posts/${post.slug}`))).title).toBe(
      `Version ${POST_VERSIONS_KEPT}`,
    );
    expect((await api(`/posts/${post.slug}/versions`, { headers: user().bearer })).status).toBe(403);
  });
});
