import { describe, expect, it } from 'vitest';
import { lookupPrefixOf, queryWords, SEARCH_QUERY_MAX_LENGTH, stemOf, wordsOf } from './words';

describe('wordsOf', () => {
  it('keeps letters and digits of any script, without accents, in lower case, dropping stop words', () => {
    expect(wordsOf('The Café and Node.js 2026: naïve — Straße!')).toEqual([
      'cafe',
      'node',
      'js',
      '2026',
      'naive',
      'straße',
    ]);
  });

  it('treats control characters and markup as word breaks', () => {
    expect(wordsOf('book\u0000ing<b>react</b>\u202Eshop')).toEqual(['book', 'ing', 'react', 'shop']);
  });

  it('leaves out one-letter words', () => {
    expect(wordsOf('a C b R book')).toEqual(['book']);
  });
});

describe('queryWords', () => {
  it('gives the distinct words, and whether the last one may still be typed', () => {
    expect(queryWords('react react sho')).toEqual({ words: ['react', 'sho'], open: true, cut: false });
    expect(queryWords('react shop ')).toEqual({ words: ['react', 'shop'], open: false, cut: false });
  });

  it('cuts a long query and says so', () => {
    const answer = queryWords(`${'word '.repeat(400)}`);
    expect(answer.cut).toBe(true);
    expect(answer.words).toEqual(['word']);
    expect(queryWords('x'.repeat(SEARCH_QUERY_MAX_LENGTH)).cut).toBe(false);
  });

  it('has no word for an empty or punctuation-only query', () => {
    expect(queryWords('  ').words).toEqual([]);
    expect(queryWords('?!…').words).toEqual([]);
  });
});

describe('stemOf', () => {
  it.each([
    ['bookings', 'book'],
    ['booking', 'book'],
    ['booked', 'book'],
    ['books', 'book'],
    ['studies', 'study'],
    ['shipped', 'ship'],
    ['developers', 'develop'],
    ['class', 'class'],
    ['uses', 'use'],
    ['2026s', '2026s'],
    ['as', 'as'],
  ])('%s → %s', (word, stem) => {
    expect(stemOf(word)).toBe(stem);
  });

  it('leaves a word and every word of its stem starting with its lookup prefix', () => {
    const words = [
      'studies',
      'study',
      'shipped',
      'ships',
      'creation',
      'create',
      'js',
      'bed',
      'lying',
      'apples',
    ];
    for (const word of words) {
      const prefix = lookupPrefixOf(word);
      expect(word.startsWith(prefix)).toBe(true);
      for (const other of words.filter((candidate) => stemOf(candidate) === stemOf(word))) {
        expect(other.startsWith(prefix)).toBe(true);
      }
    }
  });
});
