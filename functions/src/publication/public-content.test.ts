import type { Post } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../services/markdown/render-markdown';
import { postsWithPublishedMedia, storedFilesInPosts, type PostMediaReference } from './public-content';

const BUCKET = 'demo.appspot.com';
const mediaUrl = (path: string, token = 't', bucket = BUCKET) =>
  `/media/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
const postOf = (body: string): Post => ({
  id: 'p',
  slug: 'p',
  title: 'P',
  summary: 'S',
  tags: [],
  published: true,
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  readingMinutes: 1,
  headings: [],
  html: renderMarkdown(body).html,
});
/** The /media route's check, as the publication is given it: this bucket, token `t`. */
const isServed = async ({ bucket, token }: PostMediaReference) => bucket === BUCKET && token === 't';

describe("a post's stored files in a publication", () => {
  it('rewrites the URLs of attributes only: a code span naming a media URL beside a link stays whole', async () => {
    const named = mediaUrl('posts/p/a.webp');
    const post = postOf(`\`${named}\`[link](/about) ![img](${named}) [file](${named})\n`);
    const media = new Map([['posts/p/a.webp', Buffer.from('a')]]);
    const [published] = postsWithPublishedMedia([post], media);
    const escapedUrl = named.replace('&', '&amp;');
    expect(published!.html).toBe(
      `<p><code>${escapedUrl}</code><a href="/about">link</a> ` +
        '<img src="/files/posts/p/a.webp" alt="img" decoding="async"> ' +
        '<a href="/files/posts/p/a.webp">file</a></p>\n',
    );
  });

  it("reads only the files the post's attributes name, of this bucket, with a token the file has", async () => {
    const post = postOf(
      [
        `![ok](${mediaUrl('posts/p/ok.webp')})`,
        `![other bucket](${mediaUrl('users/u/photo.webp', 't', 'other.appspot.com')})`,
        `![wrong token](${mediaUrl('users/u/private.webp', 'guess')})`,
        `![no token](/media/v0/b/${BUCKET}/o/users%2Fu%2Fx.webp?alt=media)`,
        `\`${mediaUrl('users/u/in-text.webp')}\` and ${mediaUrl('users/u/as-text.webp')}`,
      ].join('\n\n'),
    );
    expect(await storedFilesInPosts([post], isServed)).toEqual(['posts/p/ok.webp']);
  });

  it('leaves a URL whose file was not read as it is', () => {
    const url = mediaUrl('users/u/private.webp', 'guess');
    const [published] = postsWithPublishedMedia([postOf(`![x](${url})`)], new Map());
    expect(published!.html).toContain(`src="${url.replace('&', '&amp;')}"`);
  });
});
