/**
 * The owner's writing: articles written in Markdown, rendered to HTML by the API once per save and read as stored.
 * A post's id is its slug.
 */

/** Sizes a post's fields may reach, enforced by the editor and the API alike. */
export const POST_LIMITS = {
  title: 120,
  summary: 300,
  /** The Markdown body, in bytes of UTF-8. */
  bodyBytes: 100 * 1024,
  tags: 8,
  tag: 30,
  slug: 80,
} as const;

/** Lower-case letters and digits in words joined by single hyphens: a path segment that needs no escaping. */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The posts the feed holds: the newest. */
export const FEED_POSTS = 20;
/** Earlier saves of a post kept for restoring, per post. */
export const POST_VERSIONS_KEPT = 20;
/** Reading speed behind a post's reading time. */
export const WORDS_PER_MINUTE = 220;

/** A heading of a post, as its table of contents lists it. */
export interface PostHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** What a list shows of a post. `publishedAt` is null for a draft never published. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  published: boolean;
  publishedAt: string | null;
  updatedAt: string;
  readingMinutes: number;
}

/** A post as its page shows it: the stored HTML, its headings, and its neighbours in publication order. */
export interface Post extends PostSummary {
  html: string;
  headings: PostHeading[];
  /** The Markdown, for the owner only (the editor); absent from public answers. */
  body?: string;
  /** The newer and older published posts, for the page's links. */
  newer?: PostLink | null;
  older?: PostLink | null;
}

export interface PostLink {
  slug: string;
  title: string;
}

/** A kept earlier save of a post. */
export interface PostVersionSummary {
  id: string;
  savedAt: string;
  savedBy: string;
  title: string;
}

/** A deleted post in the trash, restorable until it expires. */
export type TrashedPost = PostSummary & { trashedAt: string; expiresAt: string };

/** Posts that show a table of contents: those with at least this many headings. */
export const TOC_MIN_HEADINGS = 3;

/** The slug a title makes: its letters and digits, accents dropped, words joined by hyphens, within the limit. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
    // Room for the suffix that tells apart two posts of one title (`-2`).
    .slice(0, POST_LIMITS.slug - 4)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The minutes a reader takes over `words` words, at least one. */
export function readingMinutesOf(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Every word of the site's search appears in the post's title, summary or tags (as the projects are searched). */
export function matchesPostQuery(
  post: Pick<PostSummary, 'title' | 'summary' | 'tags'>,
  query: string,
  normalise: (text: string) => string,
): boolean {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return false;
  const haystack = normalise([post.title, post.summary, ...post.tags].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** What a list shows of a post: its page's HTML, headings and neighbours left out. */
export function postSummaryOf(post: PostSummary): PostSummary {
  const { id, slug, title, summary, tags, published, publishedAt, updatedAt, readingMinutes } = post;
  return { id, slug, title, summary, tags, published, publishedAt, updatedAt, readingMinutes };
}

/** A published post with the newer and older post of `published` (newest first), for its page's links. */
export function withNeighbours(post: Post, published: readonly PostSummary[]): Post {
  const index = published.findIndex((other) => other.slug === post.slug);
  const link = (other?: PostSummary) => (other ? { slug: other.slug, title: other.title } : null);
  return { ...post, newer: index > 0 ? link(published[index - 1]) : null, older: link(published[index + 1]) };
}

/** Tags in the order given, each once whatever its case. */
export function distinctTags(tags: string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()];
}

/** The bytes a text takes in UTF-8 (counted, so that this module needs neither the DOM's nor Node's encoder). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
