import { normaliseText } from '../project-search';

/** The longest query searched; a longer one is cut here (and the page says so). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many words of a query are searched: every one must match. */
export const SEARCH_QUERY_MAX_WORDS = 8;
/** A word shorter than this is not indexed nor searched: it would match almost everything. */
export const MIN_WORD_LENGTH = 2;

/** Letters and digits of any script; everything else (punctuation, control characters) separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Words too common to tell documents apart: left out of the index, and of a query. */
const STOP_WORDS = new Set(
  'an and are as at be but by for from has have in is it its of on or that the this to was were will with'.split(
    ' ',
  ),
);

/** The words of a text as the index keeps them: without accents, lower case, in order, repeats kept. */
export function wordsOf(text: string): string[] {
  return (normaliseText(text).match(WORD) ?? []).filter(
    (word) => word.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word),
  );
}

/**
 * The query as searched: cut to SEARCH_QUERY_MAX_LENGTH, its distinct words (at most SEARCH_QUERY_MAX_WORDS), and
 * whether its last word may still be being typed (no space after it): that one also matches as a prefix.
 */
export function queryWords(query: string): { words: string[]; open: boolean; cut: boolean } {
  const cut = query.length > SEARCH_QUERY_MAX_LENGTH;
  const text = query.slice(0, SEARCH_QUERY_MAX_LENGTH);
  const words = [...new Set(wordsOf(text))].slice(0, SEARCH_QUERY_MAX_WORDS);
  return { words, open: words.length > 0 && !/[^\p{L}\p{N}]$/u.test(text), cut };
}

/** Suffixes taken off, longest first, each with what replaces it; a stem keeps at least three letters. */
const SUFFIXES: [string, string][] = [
  ['ations', 'ate'],
  ['ation', 'ate'],
  ['ments', ''],
  ['ment', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ers', ''],
  ['er', ''],
  ['es', ''],
  ['ed', ''],
  ['ly', ''],
  ['s', ''],
];
const MIN_STEM_LENGTH = 3;

/**
 * A word's stem, by a light English suffix stripper: "bookings", "booked" and "booking" share "book"; "studies" and
 * "study" share "study". It only ever changes a word's end (see lookupPrefixOf). A doubled last consonant left by a
 * suffix is made single ("shipped" → "ship").
 */
export function stemOf(word: string): string {
  if (/\d/.test(word)) return word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (!word.endsWith(suffix) || (suffix === 's' && word.endsWith('ss'))) continue;
    const stem = word.slice(0, -suffix.length) + replacement;
    if (stem.length < MIN_STEM_LENGTH) continue;
    return /([b-df-hj-np-tv-z])\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem) ? stem.slice(0, -1) : stem;
  }
  return word;
}

/**
 * What every word of the index a query word can match starts with: the word itself (exact, or as its start) and every
 * word of the same stem. A stem only changes a word's end, and at most its last letter, so both start with the stem
 * but its last letter ("studies", "study": "stud"). The index's chunks holding words of that start are all a word
 * needs.
 */
export function lookupPrefixOf(word: string): string {
  return word.length <= MIN_WORD_LENGTH ? word : stemOf(word).slice(0, -1);
}
