import { escapeHtml, postPagePath, WRITING_FEED_PATH, WRITING_PATH, type Post } from '@portfolio/common';
import { absoluteLinks } from './absolute-links';

/**
 * The writing's Atom 1.0 feed of `posts` (the newest published, newest first), whole, every link absolute. Escaped
 * by hand: every text and attribute through escapeHtml, which suits XML.
 */
export function feedXml(posts: readonly Post[], siteName: string, origin: string): string {
  const updated = posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    '1970-01-01T00:00:00.000Z',
  );
  const entries = posts.map((post) => {
    const url = `${origin}${postPagePath(post.slug)}`;
    return [
      '  <entry>',
      `    <title>${escapeHtml(post.title)}</title>`,
      `    <id>${escapeHtml(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(url)}"/>`,
      `    <published>${escapeHtml(post.publishedAt ?? post.updatedAt)}</published>`,
      `    <updated>${escapeHtml(post.updatedAt)}</updated>`,
      `    <summary>${escapeHtml(post.summary)}</summary>`,
      ...post.tags.map((tag) => `    <category term="${escapeHtml(tag)}"/>`),
      `    <content type="html">${escapeHtml(absoluteLinks(post.html, origin, url))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeHtml(`Writing · ${siteName}`)}</title>`,
    `  <id>${escapeHtml(`${origin}${WRITING_PATH}`)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(`${origin}${WRITING_FEED_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(`${origin}${WRITING_PATH}`)}"/>`,
    `  <updated>${escapeHtml(updated)}</updated>`,
    `  <author><name>${escapeHtml(siteName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
