// What a hostile or unlucky caller tries next on the posts' writes: a retried create, writes without or with stale
// preconditions, two files for one image, dates and slugs past the limits, titles that make no Latin slug, and a
// chosen slug already taken. Each is a clear 4xx (or the earlier answer), never a 500, and stores nothing more.
import { COLLECTIONS, POST_LIMITS, type Post } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { api, jsonOf } from './api-client';
import { db } from './backend';
import { aPost, usePostsSuite } from './post-fixtures';
import { multipart, pngFile } from './uploads';

const { admin, create, created, put } = usePostsSuite();

const postCount = async () => (await db.collection(COLLECTIONS.posts).count().get()).data().count;
const fieldsOf = async (response: Response) =>
  (await jsonOf<{ error: { fields?: Record<string, string> } }>(response)).error.fields;
const keyed = (key: string) => ({ ...admin().bearer, 'Idempotency-Key': key });

describe('POST /api/posts with an Idempotency-Key', () => {
  it('a retry answers the post the first save made (200), whatever it sends, and makes no `-2` twin', async () => {
    const key = 'retry-key-0123456789';
    const first = await create({}, keyed(key));
    expect(first.status).toBe(201);
    const made = (await jsonOf<{ data: Post }>(first)).data;
    const retried = await create({}, keyed(key));
    expect(retried.status).toBe(200);
    expect((await jsonOf<{ data: Post }>(retried)).data).toMatchObject({
      slug: made.slug,
      title: made.title,
    });
    const changed = await create({ title: 'Something else' }, keyed(key));
    expect(changed.status).toBe(200);
    expect((await jsonOf<{ data: Post }>(changed)).data.slug).toBe(made.slug);
    expect(await postCount()).toBe(1);
    // Another key, or none, is another save.
    expect((await create({}, keyed('another-key-0123456789'))).status).toBe(201);
    expect(await postCount()).toBe(2);
  });

  it('answers the post even once it is in the trash, and two retries at once make one post', async () => {
    const key = 'concurrent-key-0123456789';
    const answers = await Promise.all([create({}, keyed(key)), create({}, keyed(key))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await postCount()).toBe(1);
    const { slug } = (await jsonOf<{ data: Post }>(answers[0]!)).data;
    await api(`/posts/${slug}`, { method: 'DELETE', headers: admin().bearer });
    const retried = await create({}, keyed(key));
    expect(retried.status).toBe(200);
    expect((await jsonOf<{ data: Post & { trashedAt?: string } }>(retried)).data).toMatchObject({
      slug,
      trashedAt: expect.any(String),
    });
    expect(await postCount()).toBe(0);
  });
});

describe('preconditions on PUT and DELETE', () => {
  it('a PUT that names no revision is a 428 and changes nothing; `If-Match: *` saves over what is stored', async () => {
    const post = await created();
    const bare = await api(`/posts/${post.slug}`, {
      method: 'PUT',
      headers: admin().bearer,
      json: aPost({ title: 'Unconditional' }),
    });
    expect(bare.status).toBe(428);
    expect(((await bare.json()) as { error: { code: string } }).error.code).toBe('precondition_required');
    const stored = (await (await api(`/posts/${post.slug}`, { headers: admin().bearer })).json()) as Post;
    expect(stored.title).toBe(post.title);
    expect(stored.updatedAt).toBe(post.updatedAt);
    expect(
      (await put(post.slug, aPost({ title: 'Conditional' }), { ...admin().bearer, 'If-Match': '*' })).status,
    ).toBe(200);
  });

  it('DELETE with a stale If-Match is a 409 and the post stays; with the current tag or `*` it goes', async () => {
    const post = await created();
    await put(post.slug, aPost({ title: 'Edited' }));
    const remove = (ifMatch: string) =>
      api(`/posts/${post.slug}`, { method: 'DELETE', headers: { ...admin().bearer, 'If-Match': ifMatch } });
    expect((await remove(`"${post.updatedAt}"`)).status).toBe(409);
    expect((await remove(`W/"${post.updatedAt}"`)).status).toBe(409);
    expect((await api(`/posts/${post.slug}`)).status).toBe(200);
    const current = await api(`/posts/${post.slug}`, { headers: admin().bearer });
    expect((await remove(current.headers.get('etag')!)).status).toBe(200);
    expect((await api(`/posts/${post.slug}`)).status).toBe(404);
    const other = await created({ title: 'Other' });
    expect(
      (
        await api(`/posts/${other.slug}`, {
          method: 'DELETE',
          headers: { ...admin().bearer, 'If-Match': '*' },
        })
      ).status,
    ).toBe(200);
    expect((await remove('*')).status).toBe(404);
  });

  it('PUT with If-Match `*` saves (the post exists), and a list naming the current tag saves', async () => {
    const post = await created();
    const star = await put(post.slug, aPost({ title: 'Star' }), { ...admin().bearer, 'If-Match': '*' });
    expect(star.status).toBe(200);
    const tag = star.headers.get('etag')!;
    const listed = await put(post.slug, aPost({ title: 'Listed' }), {
      ...admin().bearer,
      'If-Match': `"1999-01-01T00:00:00.000Z", ${tag}`,
    });
    expect(listed.status).toBe(200);
    // Both the header and the body's revision hold when both are sent.
    const mixed = await put(
      post.slug,
      { ...aPost({ title: 'Mixed' }), updatedAt: post.updatedAt },
      {
        ...admin().bearer,
        'If-Match': '*',
      },
    );
    expect(mixed.status).toBe(409);
    expect((await put('no-such-post', aPost(), { ...admin().bearer, 'If-Match': '*' })).status).toBe(404);
  });
});

describe('limits of a post’s fields and images', () => {
  it('two files for one image: a 400 on the field `image`, nothing stored', async () => {
    const post = await created();
    const response = await api(`/posts/${post.slug}/images`, {
      method: 'POST',
      headers: admin().bearer,
      form: multipart({}, { image: [await pngFile('a.png'), await pngFile('b.png')] }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await fieldsOf(response)) ?? {})).toEqual(['image']);
  });

  it.each(['+275760-09-13T00:00:00Z', '0000-01-01', '1969-12-31T23:59:59Z', '10000-01-01T00:00:00Z', '1'])(
    'a publication date of %s: a 400 naming publishedAt, nothing stored',
    async (publishedAt) => {
      const response = await create({ publishedAt });
      expect(response.status).toBe(400);
      expect(Object.keys((await fieldsOf(response)) ?? {})).toEqual(['publishedAt']);
      expect(await postCount()).toBe(0);
    },
  );

  it('a slug past the limit is a 400 in a body and names no post in a path (404), never a 500', async () => {
    for (const slug of ['a'.repeat(POST_LIMITS.slug + 1), 'a'.repeat(101), 'a'.repeat(1600)]) {
      const response = await create({ slug });
      expect(response.status).toBe(400);
      expect(Object.keys((await fieldsOf(response)) ?? {})).toEqual(['slug']);
      expect((await api(`/posts/${slug}`, { headers: admin().bearer })).status).toBe(404);
      expect((await put(slug, aPost())).status).toBe(404);
      expect((await api(`/posts/${slug}`, { method: 'DELETE', headers: admin().bearer })).status).toBe(404);
    }
    expect(await postCount()).toBe(0);
  });
});

describe('the slug of a new post', () => {
  it('titles with no Latin letter each get a readable slug of their own, past any numbered one', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await create({ title: 'Привет, мир' });
      expect(response.status).toBe(201);
      slugs.push((await jsonOf<{ data: Post }>(response)).data.slug);
    }
    expect(new Set(slugs).size).toBe(12);
    for (const slug of slugs) expect(slug).toMatch(/^post-\d{4}-\d{2}-\d{2}(-[a-z0-9]+)?$/);
  });

  it('a chosen slug that a post or a trashed post has is a 409 naming `slug`, nothing stored', async () => {
    await created({ slug: 'taken' });
    const response = await create({ slug: 'taken', title: 'Another' });
    expect(response.status).toBe(409);
    expect((await fieldsOf(response))?.slug).toMatch(/This slug is taken/);
    await created({ slug: 'trashed' });
    await api('/posts/trashed', { method: 'DELETE', headers: admin().bearer });
    expect((await create({ slug: 'trashed', title: 'Another' })).status).toBe(409);
    expect(await postCount()).toBe(1);
  });
});
