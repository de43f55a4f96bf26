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

/**
 * What a post may become once rendered. Its HTML and headings are stored in the post's document beside the body, and
 * Firestore refuses a document over 1 MiB: with the body (at most 100 KB), its images and the other fields, 640 KB
 * leaves a wide margin. The preview refuses the same, so that what it shows can be saved.
 */
export const POST_RENDER_LIMITS = {
  /** The HTML and the headings a body renders to, in bytes of UTF-8. */
  renderedBytes: 640 * 1024,
  /**
   * The cells of all the post's tables: markdown-it gives every row as many cells as the header, so a 2 KB table
   * of 256 columns would become 65,536 cells (megabytes of HTML and of parser memory) before any size is known.
   */
  tableCells: 10_000,
} as const;

/** The years a post's publication date may name: a date outside them is refused, never stored (Firestore and the feed). */
export const POST_DATE_YEARS = { first: 1970, last: 9999 } as const;

/**
 * Lower-case letters and digits in words joined by single hyphens, at most POST_LIMITS.slug long: a path segment
 * that needs no escaping, and an id far within Firestore's (a longer one in a path names no post).
 */
export const POST_SLUG_PATTERN = new RegExp(`^(?=.{1,${POST_LIMITS.slug}}$)[a-z0-9]+(?:-[a-z0-9]+)*$`);

/** The base of the slug of a title with no Latin letter or digit: a suffix of its own makes each one unique. */
export const UNTITLED_SLUG_BASE = 'post';

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

/** A kept earlier save of a post; `published` as it was then (a restore keeps the post's current state). */
export interface PostVersionSummary {
  id: string;
  savedAt: string;
  savedBy: string;
  title: string;
  published: boolean;
}

/** A deleted post in the trash, restorable until it expires. */
export type TrashedPost = PostSummary & { trashedAt: string; expiresAt: string };

/** Posts that show a table of contents: those with at least this many headings. */
export const TOC_MIN_HEADINGS = 3;

/**
 * The slug a title makes: its letters and digits, accents dropped, words joined by hyphens, within the limit; empty
 * for a title with none (the API then makes one of UNTITLED_SLUG_BASE and a suffix).
 */
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
  return slug;
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
