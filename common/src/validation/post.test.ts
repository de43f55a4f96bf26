import { describe, expect, it } from 'vitest';
import { matchesPostQuery, POST_LIMITS, POST_SLUG_PATTERN, slugFromTitle, utf8Bytes } from '../posts';
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
    [
      'publishedAt',
      { publishedAt: '+275760-09-13T00:00:00Z' },
      'Use a date and time like 2026-01-31T09:00:00Z',
    ],
    ['publishedAt', { publishedAt: '1' }, 'Use a date and time like 2026-01-31T09:00:00Z'],
    ['publishedAt', { publishedAt: '0000-01-01' }, 'Use a date between the years 1970 and 9999'],
    ['publishedAt', { publishedAt: '1969-12-31T23:59:59Z' }, 'Use a date between the years 1970 and 9999'],
    [
      'publishedAt',
      { publishedAt: '9999-12-31T23:00:00-05:00' },
      'Use a date between the years 1970 and 9999',
    ],
    ['slug', { slug: 'a'.repeat(POST_LIMITS.slug + 1) }, 'Slug must be at most 80 characters'],
    ['slug', { slug: 'a'.repeat(1600) }, 'Slug must be at most 80 characters'],
    ['published', { published: 'yes' }, expect.any(String)],
    ['_', { author: 'me' }, 'Unknown fields: author'],
  ])('refuses a bad %s with a message naming it', async (field, change, message) => {
    expect(await errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it.each(['1970-01-01', '2026-01-31T09:00:00Z', '2026-01-31T09:00:00.123+02:00', '9999-12-31T23:59:59Z'])(
    'takes the publication date %s',
    async (publishedAt) => {
      expect(await errorsOf({ ...valid, publishedAt })).toEqual({});
    },
  );
});

describe('POST_SLUG_PATTERN', () => {
  it('bounds the slug a path may name, so that none reaches Firestore beyond the limit', () => {
    expect(POST_SLUG_PATTERN.test('a'.repeat(POST_LIMITS.slug))).toBe(true);
    expect(POST_SLUG_PATTERN.test('a'.repeat(POST_LIMITS.slug + 1))).toBe(false);
    expect(POST_SLUG_PATTERN.test('ab-'.repeat(600) + 'c')).toBe(false);
  });
});

describe('slugFromTitle', () => {
  it('keeps letters and digits, drops accents, joins words with hyphens', () => {
    expect(slugFromTitle('  Écrire du TypeScript, en 2026 !')).toBe('ecrire-du-typescript-en-2026');
    expect(slugFromTitle('???')).toBe('');
    expect(slugFromTitle('Привет, мир')).toBe('');
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
