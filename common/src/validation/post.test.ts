import { describe, expect, it } from 'vitest';
import { matchesPostQuery, POST_LIMITS, slugFromTitle, utf8Bytes } from '../posts';
import { postSchema } from './post';
import { validateFields } from './validate';

const valid = {
  title: 'Hello',
  summary: 'A first post',
  body: '# Hi\n\nText.',
  tags: ['web'],
  published: true,
};
const errorsOf = async (input: object) => {
  const result = await validateFields(postSchema, input, { keepUnknown: true });
  return result.ok ? {} : result.fields;
};

describe('postSchema', () => {
  it('accepts a post and keeps each tag once, trimmed', async () => {
    const result = await validateFields(
      postSchema,
      { ...valid, tags: [' web ', 'Web', 'css'] },
      { keepUnknown: true },
    );
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ tags: ['web', 'css'] }) });
  });

  it.each([
    ['title', { title: 'x'.repeat(POST_LIMITS.title + 1) }, 'Title must be at most 120 characters'],
    ['title', { title: '   ' }, 'Title is required'],
    ['summary', { summary: 'x'.repeat(POST_LIMITS.summary + 1) }, 'Summary must be at most 300 characters'],
    ['body', { body: 'x'.repeat(POST_LIMITS.bodyBytes + 1) }, 'Body must be at most 100 KB'],
    ['body', { body: 'é'.repeat(POST_LIMITS.bodyBytes / 2 + 1) }, 'Body must be at most 100 KB'],
    ['tags', { tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }, 'At most 8 tags'],
    ['tags', { tags: ['x'.repeat(31)] }, 'A tag must be at most 30 characters'],
    ['title', { title: 'Hi\u202Ethere' }, 'Title contains invisible or control characters'],
    [
      'slug',
      { slug: 'Not A Slug' },
      'A slug is lower-case letters and digits, words joined by single hyphens',
    ],
    ['publishedAt', { publishedAt: 'yesterday' }, 'Use a date and time like 2026-01-31T09:00:00Z'],
    ['published', { published: 'yes' }, expect.any(String)],
    ['_', { author: 'me' }, 'Unknown fields: author'],
  ])('refuses a bad %s with a message naming it', async (field, change, message) => {
    expect(await errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });
});

describe('slugFromTitle', () => {
  it('keeps letters and digits, drops accents, joins words with hyphens', () => {
    expect(slugFromTitle('  Écrire du TypeScript, en 2026 !')).toBe('ecrire-du-typescript-en-2026');
    expect(slugFromTitle('???')).toBe('post');
    expect(slugFromTitle('word '.repeat(40)).length).toBeLessThanOrEqual(POST_LIMITS.slug - 4);
  });
});

describe('utf8Bytes', () => {
  it('counts bytes, not characters', () => {
    expect(utf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
  });
});

describe('matchesPostQuery', () => {
  const post = { title: 'Typed routes', summary: 'Handlers in Express', tags: ['TypeScript'] };
  const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  it('finds a post whose title, summary or tags hold every word, and none for an empty search', () => {
    expect(matchesPostQuery(post, 'express typescript', normalise)).toBe(true);
    expect(matchesPostQuery(post, 'express kotlin', normalise)).toBe(false);
    expect(matchesPostQuery(post, '  ', normalise)).toBe(false);
  });
});
