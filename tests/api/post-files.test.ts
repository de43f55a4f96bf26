// The posts' files and afterlife: deletes to the trash and back, images re-encoded for the Markdown, the preview,
// the export and the visit statistics.
import { COLLECTIONS, type Post, type PostSummary } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { api, jsonOf } from './api-client';
import { db, storedFiles } from './backend';
import { aPost, usePostsSuite } from './post-fixtures';
import { file, multipart, pngFile } from './uploads';
import { sendView } from './views';
import { unzip } from '../support/zip';
import { exportedDocs, filesOfDoc } from './export-format';

const { admin, user, create, created, put } = usePostsSuite();

describe('DELETE /api/posts/{slug} and the posts’ trash', () => {
  it('moves the post to the trash, restorable; removing it for good removes its images', async () => {
    const post = await created();
    const upload = await api(`/posts/${post.slug}/images`, {
      method: 'POST',
      headers: admin().bearer,
      form: multipart({}, { image: [await pngFile('figure.png', 800, 400)] }),
    });
    expect(upload.status).toBe(201);
    expect((await api(`/posts/${post.slug}`, { method: 'DELETE', headers: admin().bearer })).status).toBe(
      200,
    );
    expect((await api(`/posts/${post.slug}`)).status).toBe(404);
    const trash = await jsonOf<PostSummary[]>(await api('/post-trash', { headers: admin().bearer }));
    expect(trash.map((entry) => entry.slug)).toEqual([post.slug]);
    expect((await create()).status).toBe(201);
    expect((await jsonOf<PostSummary[]>(await api('/posts'))).map((p) => p.slug)).toEqual([`${post.slug}-2`]);
    const restore = await api(`/post-trash/${post.slug}/restore`, {
      method: 'POST',
      headers: admin().bearer,
    });
    expect(restore.status).toBe(200);
    expect((await api(`/posts/${post.slug}`)).status).toBe(200);
    await api(`/posts/${post.slug}`, { method: 'DELETE', headers: admin().bearer });
    expect(
      (await api(`/post-trash/${post.slug}`, { method: 'DELETE', headers: admin().bearer })).status,
    ).toBe(200);
    expect(await storedFiles(`posts/${post.slug}/`)).toEqual([]);
    expect((await api(`/post-trash/${post.slug}`, { method: 'DELETE', headers: user().bearer })).status).toBe(
      403,
    );
  });
  it('restoring beside a live post of the same slug (written meanwhile) is a 409, and the trashed one stays', async () => {
    const post = await created();
    await api(`/posts/${post.slug}`, { method: 'DELETE', headers: admin().bearer });
    // The API gives a new post a slug free of trashed ones too: only a write beside it can take this one.
    await db.collection(COLLECTIONS.posts).doc(post.slug).set({ title: 'Meanwhile' });
    const restore = await api(`/post-trash/${post.slug}/restore`, {
      method: 'POST',
      headers: admin().bearer,
    });
    expect(restore.status).toBe(409);
    expect((await db.collection(COLLECTIONS.posts).doc(post.slug).get()).data()).toEqual({
      title: 'Meanwhile',
    });
    const trash = await jsonOf<PostSummary[]>(await api('/post-trash', { headers: admin().bearer }));
    expect(trash.map((entry) => entry.slug)).toEqual([post.slug]);
  });
});

describe('POST /api/posts/{slug}/images and the preview', () => {
  it('stores an image re-encoded as WebP at most 1600 px wide, answering its Markdown; a save then sizes it', async () => {
    const post = await created();
    const response = await api(`/posts/${post.slug}/images`, {
      method: 'POST',
      headers: admin().bearer,
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
      headers: admin().bearer,
      form: multipart({}, { image: [file('<svg onload="x()"/>', 'x.svg', 'image/svg+xml')] }),
    });
    expect(notImage.status).toBe(415);
    const unknown = await api('/posts/nobody/images', {
      method: 'POST',
      headers: admin().bearer,
      form: multipart({}, { image: [await pngFile('a.png')] }),
    });
    expect(unknown.status).toBe(404);
  });

  it('renders a preview with the same renderer, for the owner only', async () => {
    const preview = await api('/posts/preview', {
      method: 'POST',
      headers: admin().bearer,
      json: { body: '# Hi\n\n<b>x</b>' },
    });
    expect(await jsonOf(preview)).toMatchObject({
      html: '<h1 id="h-hi">Hi</h1>\n<p>&lt;b&gt;x&lt;/b&gt;</p>\n',
    });
    expect(
      (await api('/posts/preview', { method: 'POST', headers: user().bearer, json: { body: 'x' } })).status,
    ).toBe(403);
  });
});

describe('posts in the export and the visit statistics', () => {
  it('the export zip holds every post (drafts and trashed ones marked) and their images', async () => {
    const post = await created({ title: 'Exported' });
    const draft = await created({ title: 'Exported draft', published: false });
    const upload = await api(`/posts/${post.slug}/images`, {
      method: 'POST',
      headers: admin().bearer,
      form: multipart({}, { image: [await pngFile('figure.png')] }),
    });
    expect(upload.status).toBe(201);
    await api(`/posts/${draft.slug}`, { method: 'DELETE', headers: admin().bearer });
    const entries = await unzip(
      Buffer.from(await (await api('/export', { headers: admin().bearer })).arrayBuffer()),
    );
    const posts = exportedDocs(entries, 'posts.json');
    const exported = posts.find((entry) => entry.id === post.slug)!;
    expect(exported).toMatchObject({
      data: { title: 'Exported', body: expect.stringContaining('## Why') },
      trashed: false,
    });
    expect(posts.find((entry) => entry.id === draft.slug)).toMatchObject({ trashed: true });
    const files = filesOfDoc(entries, exported);
    expect(files).toHaveLength(1);
    expect(entries.has(files[0] ?? '')).toBe(true);
  });

  it('counts views of a published post’s page, and refuses a draft’s', async () => {
    const post = await created();
    const draft = await created({ title: 'Unseen', published: false });
    // From a browser: a bot's beacon is answered before any page is looked up.
    const view = (path: string) => sendView({ path });
    expect((await view(`/writing/${post.slug}`)).status).toBeLessThan(300);
    expect((await view(`/writing/${draft.slug}`)).status).toBe(404);
  });
});
