// The posts' trash expires as the projects' does (the media sweep), freeing the slug; a post removed for good takes
// only the images nothing else names: another post, a trashed one or a kept version may still show one.
import { COLLECTIONS, type PostSummary } from '@portfolio/common';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { api, jsonOf, SITE_ORIGIN } from './api-client';
import { db, storagePathOf, storedFiles, sweepMedia } from './backend';
import { aPost, usePostsSuite } from './post-fixtures';
import { multipart, pngFile } from './uploads';

const { admin, created, put } = usePostsSuite();

/** An image uploaded for the post: its URL (as the Markdown names it), its Markdown and its storage path. */
async function uploadedImage(slug: string) {
  const response = await api(`/posts/${slug}/images`, {
    method: 'POST',
    headers: admin().bearer,
    form: multipart({}, { image: [await pngFile('figure.png', 400, 200)] }),
  });
  expect(response.status).toBe(201);
  const { data } = await jsonOf<{ data: { url: string; markdown: string } }>(response);
  return { ...data, path: storagePathOf(data.url) };
}

const trash = (slug: string) => api(`/posts/${slug}`, { method: 'DELETE', headers: admin().bearer });
const removeForGood = (slug: string) =>
  api(`/post-trash/${slug}`, { method: 'DELETE', headers: admin().bearer });
const trashedSlugs = async () =>
  (await jsonOf<PostSummary[]>(await api('/post-trash', { headers: admin().bearer }))).map(
    (post) => post.slug,
  );

describe('the posts’ trash', () => {
  it('expires: the sweep removes a post whose time is up, with its images and versions, and frees its slug', async () => {
    const post = await created();
    const image = await uploadedImage(post.slug);
    await put(post.slug, aPost({ body: `Figure:\n\n${image.markdown}\n` }));
    const kept = await created({ title: 'Kept in the trash' });
    expect((await trash(post.slug)).status).toBe(200);
    expect((await trash(kept.slug)).status).toBe(200);
    await db
      .collection(COLLECTIONS.postTrash)
      .doc(post.slug)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    const sweep = await sweepMedia();
    expect(sweep.expiredPosts).toEqual([post.slug]);
    expect(await trashedSlugs()).toEqual([kept.slug]);
    expect(await storedFiles(`posts/${post.slug}/`)).toEqual([]);
    const versions = await db.collection(COLLECTIONS.posts).doc(post.slug).collection('versions').get();
    expect(versions.empty).toBe(true);
    // The slug is free again: the same title takes it, not `-2`.
    expect((await created()).slug).toBe(post.slug);
  });

  it('removed for good, keeps an image another post shows, and one only a kept version names', async () => {
    const owner = await created({ title: 'Owner of the images' });
    const shown = await uploadedImage(owner.slug);
    const versioned = await uploadedImage(owner.slug);
    const alone = await uploadedImage(owner.slug);
    await created({ title: 'Borrower', body: `Borrowed:\n\n${shown.markdown}\n` });
    const earlier = await created({ title: 'Earlier', body: `Once:\n\n${versioned.markdown}\n` });
    // Now only its version names the second image.
    await put(earlier.slug, aPost({ title: 'Earlier', body: 'No image now.' }));

    expect((await trash(owner.slug)).status).toBe(200);
    expect((await removeForGood(owner.slug)).status).toBe(200);
    expect((await storedFiles(`posts/${owner.slug}/`)).sort()).toEqual([shown.path, versioned.path].sort());
    expect(await storedFiles(`posts/${owner.slug}/`)).not.toContain(alone.path);
    expect((await fetch(`${SITE_ORIGIN}${shown.url}`)).status).toBe(200);
    expect((await removeForGood(owner.slug)).status).toBe(404);
  });

  it('the sweep keeps a borrowed image as long as something names it, then removes it as an orphan', async () => {
    const owner = await created({ title: 'Lender' });
    const image = await uploadedImage(owner.slug);
    const borrower = await created({ title: 'Borrower', body: `Borrowed:\n\n${image.markdown}\n` });
    await trash(owner.slug);
    await removeForGood(owner.slug);
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect((await sweepMedia(later)).orphans).not.toContain(image.path);
    await trash(borrower.slug);
    await removeForGood(borrower.slug);
    expect((await sweepMedia(later)).orphans).toContain(image.path);
  });
});
