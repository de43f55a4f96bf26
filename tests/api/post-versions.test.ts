// A post's versions: a restore brings back the content, never the publication (a draft restored from a published
// version stays a draft), and takes the same preconditions as a save; the history says which versions were public.
import type { Post, PostVersionSummary } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { api, jsonOf } from './api-client';
import { aPost, usePostsSuite } from './post-fixtures';

const { admin, created, put } = usePostsSuite();

const versionsOf = async (slug: string) =>
  jsonOf<PostVersionSummary[]>(await api(`/posts/${slug}/versions`, { headers: admin().bearer }));

const restore = (slug: string, versionId: string, headers: Record<string, string> = {}) =>
  api(`/posts/${slug}/versions/${versionId}/restore`, {
    method: 'POST',
    headers: { ...admin().bearer, ...headers },
  });

const ownerRead = async (slug: string) =>
  jsonOf<Post>(await api(`/posts/${slug}`, { headers: admin().bearer }));

describe('POST /api/posts/{slug}/versions/{id}/restore', () => {
  it('restores a published version of a post now a draft as a draft: nothing becomes public', async () => {
    const post = await created({ title: 'Once public', publishedAt: '2026-01-01T00:00:00Z' });
    expect((await put(post.slug, aPost({ title: 'Withdrawn', published: false }))).status).toBe(200);
    const [published] = await versionsOf(post.slug);
    expect(published).toMatchObject({ title: 'Once public', published: true });

    const response = await restore(post.slug, published!.id);
    expect(response.status).toBe(200);
    expect((await jsonOf<{ data: Post }>(response)).data).toMatchObject({
      title: 'Once public',
      published: false,
    });
    expect((await api(`/posts/${post.slug}`)).status).toBe(404);
    expect(await jsonOf<unknown[]>(await api('/posts'))).toEqual([]);
  });

  it('restores a draft version of a published post as published, its publication date kept', async () => {
    const post = await created({ title: 'Draft text', published: false });
    const live = await jsonOf<{ data: Post }>(
      await put(post.slug, aPost({ title: 'Live text', publishedAt: '2026-03-01T00:00:00Z' })),
    );
    const [draft] = await versionsOf(post.slug);
    expect(draft).toMatchObject({ title: 'Draft text', published: false });
    expect((await restore(post.slug, draft!.id)).status).toBe(200);
    expect(await ownerRead(post.slug)).toMatchObject({
      title: 'Draft text',
      published: true,
      publishedAt: live.data.publishedAt,
    });
    expect((await api(`/posts/${post.slug}`)).status).toBe(200);
  });

  it('takes If-Match: a stale tag is a 409 and changes nothing; `*` and the current tag restore', async () => {
    const post = await created({ title: 'First' });
    await put(post.slug, aPost({ title: 'Second' }));
    const [first] = await versionsOf(post.slug);
    const stale = await restore(post.slug, first!.id, { 'If-Match': `"${post.updatedAt}"` });
    expect(stale.status).toBe(409);
    expect((await ownerRead(post.slug)).title).toBe('Second');
    expect((await restore(post.slug, first!.id, { 'If-Match': '*' })).status).toBe(200);
    const now = await ownerRead(post.slug);
    expect((await restore(post.slug, first!.id, { 'If-Match': `"${now.updatedAt}"` })).status).toBe(200);
  });

  it('answers 404 for a version of another post, and for a post in the trash, restoring nothing', async () => {
    const one = await created({ title: 'One' });
    await put(one.slug, aPost({ title: 'One edited' }));
    const other = await created({ title: 'Other' });
    const [version] = await versionsOf(one.slug);
    expect((await restore(other.slug, version!.id)).status).toBe(404);
    expect((await ownerRead(other.slug)).title).toBe('Other');
    await api(`/posts/${one.slug}`, { method: 'DELETE', headers: admin().bearer });
    expect((await restore(one.slug, version!.id)).status).toBe(404);
    expect((await restore(one.slug, 'no-such-version')).status).toBe(404);
  });
});
