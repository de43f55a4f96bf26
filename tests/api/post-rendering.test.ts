// What a post becomes: a body that would render to more than a post's document holds is a 400 on `body` at the
// save and at the preview alike, with nothing stored; heading ids of their own; and the images its published pages
// name by their attributes only.
import { COLLECTIONS, type Post } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { OVERSIZED_HTML_BODIES, OVERSIZED_TABLE_BODIES } from '../../scripts/lib/oversized-post-bodies';
import { api, jsonOf, SITE_ORIGIN } from './api-client';
import { db } from './backend';
import { aPost, usePostsSuite } from './post-fixtures';
import { untilPublished } from './publication-status';
import { multipart, pngFile } from './uploads';

const { admin, create, created, put } = usePostsSuite();

const TOO_LARGE = /^This post is too large once formatted: /;
const preview = (body: string) =>
  api('/posts/preview', { method: 'POST', headers: admin().bearer, json: { body } });

/** Every post and kept version stored, by path: what a refused save must leave as it was. */
async function storedPaths(): Promise<string[]> {
  const posts = (await db.collection(COLLECTIONS.posts).get()).docs.map((doc) => doc.ref.path);
  const versions = (await db.collectionGroup(COLLECTIONS.postVersions).get()).docs.map((doc) => doc.ref.path);
  return [...posts, ...versions].sort();
}

async function expectTooLarge(response: Response, size: RegExp): Promise<void> {
  expect(response.status).toBe(400);
  const { error } = await jsonOf<{ error: { code: string; fields: Record<string, string> } }>(response);
  expect(error.code).toBe('validation_failed');
  expect(Object.keys(error.fields)).toEqual(['body']);
  expect(error.fields.body).toMatch(TOO_LARGE);
  expect(error.fields.body).toMatch(size);
}

describe('a body too large once formatted', () => {
  const variants = [
    ...Object.entries(OVERSIZED_HTML_BODIES).map(
      ([name, body]) => [name, body, /[\d.]+ (KB|MB) of HTML, over the 640 KB/] as const,
    ),
    ...Object.entries(OVERSIZED_TABLE_BODIES).map(
      ([name, body]) => [name, body, /over 10,000 cells/] as const,
    ),
  ];

  it.each(variants)(
    '%s: 400 on body at the preview, the creation and a save; nothing stored',
    async (_name, body, size) => {
      const post = await created();
      const before = await storedPaths();
      await expectTooLarge(await preview(body), size);
      await expectTooLarge(await create({ body, title: 'Too large' }), size);
      await expectTooLarge(await put(post.slug, aPost({ body, updatedAt: post.updatedAt })), size);
      expect(await storedPaths()).toEqual(before);
      const kept = await jsonOf<Post>(await api(`/posts/${post.slug}`, { headers: admin().bearer }));
      expect(kept.body).toBe(post.body);
    },
  );

  it('an ordinary post previews and saves alike', async () => {
    const body = '## Why\n\nBecause.\n';
    expect((await preview(body)).status).toBe(200);
    expect((await create({ body })).status).toBe(201);
  });
});

describe("a post's heading ids", () => {
  it('are unique, start with h-, and its table of contents and in-post links follow them', async () => {
    const post = await created({ body: '## A\n\n## A\n\n## A-1\n\n## Social GitHub\n\n[see](#a-1)\n' });
    expect(post.headings.map((heading) => heading.id)).toEqual([
      'h-a',
      'h-a-1',
      'h-a-1-1',
      'h-social-github',
    ]);
    expect(post.html).toContain('<h2 id="h-social-github">Social GitHub</h2>');
    expect(post.html).toContain('<a href="#h-a-1">see</a>');
  });
});

describe("a published post's stored images", () => {
  it('are renamed in attributes only: a code span naming one beside a link is published whole', async () => {
    const post = await created({ published: false });
    const upload = await api(`/posts/${post.slug}/images`, {
      method: 'POST',
      headers: admin().bearer,
      form: multipart({}, { image: [await pngFile('figure.png', 80, 40)] }),
    });
    const { url } = (await jsonOf<{ data: { url: string } }>(upload)).data;
    const body = `Intro\n\n\`${url}\`[the about page](/about)\n\n![figure](${url})\n`;
    const saved = await put(post.slug, aPost({ body, published: true, updatedAt: post.updatedAt }));
    expect(saved.status).toBe(200);
    await untilPublished(admin());
    const html = await (await fetch(`${SITE_ORIGIN}/writing/${post.slug}`)).text();
    const escapedUrl = url.replaceAll('&', '&amp;');
    expect(html).toContain(`<code>${escapedUrl}</code><a href="/about">the about page</a>`);
    expect(html).toMatch(/<img src="\/files\/posts\/[^"]+\.webp" alt="figure"/);
  });
});
