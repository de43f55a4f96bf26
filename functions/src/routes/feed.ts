import { escapeHtml, FEED_POSTS } from '@portfolio/common';
import { Router } from 'express';
import { readSite } from '../data/site-content';
import { publishedPostsWithHtml } from '../data/posts';
import { publicCache } from '../http/cache';
import { absoluteLinks } from '../services/absolute-links';
import { siteOrigin } from './discovery';

/** `/writing/feed.xml`: the newest published posts as an Atom 1.0 feed, whole, every link absolute. */
export const feedRouter = Router();

export const FEED_PATH = '/writing/feed.xml';

/** The feed's XML: escaped by hand (every text and attribute through escapeHtml, which suits XML). */
export async function renderFeed(): Promise<string> {
  const origin = siteOrigin();
  const [{ content: site }, posts] = await Promise.all([readSite(), publishedPostsWithHtml(FEED_POSTS)]);
  const updated = posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    '1970-01-01T00:00:00.000Z',
  );
  const entries = posts.map((post) => {
    const url = `${origin}/writing/${post.slug}`;
    return [
      '  <entry>',
      `    <title>${escapeHtml(post.title)}</title>`,
      `    <id>${escapeHtml(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(url)}"/>`,
      `    <published>${post.publishedAt ?? post.updatedAt}</published>`,
      `    <updated>${post.updatedAt}</updated>`,
      `    <summary>${escapeHtml(post.summary)}</summary>`,
      ...post.tags.map((tag) => `    <category term="${escapeHtml(tag)}"/>`),
      `    <content type="html">${escapeHtml(absoluteLinks(post.html, origin, url))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeHtml(`Writing · ${site.name}`)}</title>`,
    `  <id>${escapeHtml(`${origin}/writing`)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(`${origin}${FEED_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(`${origin}/writing`)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeHtml(site.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

feedRouter.get(FEED_PATH, publicCache, async (_req, res) => {
  res.type('application/atom+xml').send(await renderFeed());
});
