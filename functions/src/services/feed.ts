import {
  asXmlText,
  escapeHtml,
  postPagePath,
  WRITING_FEED_PATH,
  WRITING_PATH,
  type Post,
} from '@portfolio/common';
import { absoluteLinks } from './absolute-links';

/**
 * Text as the feed's content or a quoted attribute: escaped (escapeHtml suits XML), and with any character XML 1.0
 * refuses replaced. Stored text cannot hold one (storedTextProblem), but a text saved before that rule might, and one
 * such character would make the whole feed unreadable to every reader.
 */
const xml = (text: string) => escapeHtml(asXmlText(text));

/** The writing's Atom 1.0 feed of `posts` (the newest published, newest first), whole, every link absolute. */
export function feedXml(
  posts: readonly Post[],
  siteName: string,
  origin: string,
  /** The feed of one language's pages: its path prefix (`/bn`) and code; none for the default language's. */
  language: { prefix: string; code: string } = { prefix: '', code: '' },
): string {
  const site = `${origin}${language.prefix}`;
  const updated = posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    '1970-01-01T00:00:00.000Z',
  );
  const entries = posts.map((post) => {
    const url = `${site}${postPagePath(post.slug)}`;
    return [
      '  <entry>',
      `    <title>${xml(post.title)}</title>`,
      `    <id>${xml(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <published>${xml(post.publishedAt ?? post.updatedAt)}</published>`,
      `    <updated>${xml(post.updatedAt)}</updated>`,
      `    <summary>${xml(post.summary)}</summary>`,
      ...post.tags.map((tag) => `    <category term="${xml(tag)}"/>`),
      `    <content type="html">${xml(absoluteLinks(post.html, origin, url))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${language.code ? ` xml:lang="${xml(language.code)}"` : ''}>`,
    `  <title>${xml(`Writing · ${siteName}`)}</title>`,
    `  <id>${xml(`${site}${WRITING_PATH}`)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${site}${WRITING_FEED_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${site}${WRITING_PATH}`)}"/>`,
    `  <updated>${xml(updated)}</updated>`,
    `  <author><name>${xml(siteName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
