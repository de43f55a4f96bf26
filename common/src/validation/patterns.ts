/** At least one digit, one lowercase and one uppercase letter, and at least 6 characters. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,}$/;
/**
 * A plain mailbox: letters, digits and `. _ ' + -` before the @, a dotted host name after it. Characters such as
 * `? & = %` would let an address carry extra mail headers (`?cc=…`) into a mailto: link, so they are refused.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._'+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** http(s) only: javascript:, data: and other schemes are refused. */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
export const PHONE_PATTERN = /^\+?[0-9 ()-]{5,30}$/;

const YOUTUBE_URL_PATTERNS = [
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([A-Za-z0-9_-]{11})(?:[&#].*)?$/,
  /^https?:\/\/(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})(?:[?#].*)?$/,
  /^https?:\/\/youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#].*)?$/,
];

/** A YouTube video id, or a YouTube link reduced to its id; anything else is returned unchanged. */
export function toYouTubeId(value: string): string {
  const trimmed = value.trim();
  if (YOUTUBE_ID_PATTERN.test(trimmed)) return trimmed;
  for (const pattern of YOUTUBE_URL_PATTERNS) {
    const match = pattern.exec(trimmed);
    if (match?.[1]) return match[1];
  }
  return trimmed;
}

/** Comma-separated text to a trimmed list without empty or repeated entries (compared without case), in one pass. */
export function splitTechnologies(text: string): string[] {
  const technologies = new Map<string, string>();
  for (const item of text.split(',')) {
    const technology = item.trim();
    const key = technology.toLowerCase();
    if (technology && !technologies.has(key)) technologies.set(key, technology);
  }
  return [...technologies.values()];
}

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// Control characters, and invisible format characters such as bidi overrides and zero-width spaces; the zero-width
// joiners (U+200C, U+200D) stay allowed, since scripts and emoji need them.
const CONTROL_CHARACTER = /(?!\u200C|\u200D)[\p{Cc}\p{Cf}]/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?!\u200C|\u200D|\n|\r|\t)[\p{Cc}\p{Cf}]/u;

/** Whether a text holds characters nobody types; a multi-line text may hold line breaks and tabs. */
export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(text);
}

// Characters that draw nothing visible yet are not whitespace to a trim: the Hangul fillers, the braille blank, the
// Mongolian vowel separator and the Unicode spaces; and the marks that stack on a letter.
const BLANK_LOOKING = /[\s\u115F\u1160\u3164\uFFA0\u2800\u180E\u2000-\u200D\u2060\u3000\p{M}]/gu;
/** More marks than this on one letter is stacking ("zalgo"), not a language's accents. */
const MAX_MARKS_ON_ONE_LETTER = 4;
const STACKED_MARKS = new RegExp(`\\p{M}{${MAX_MARKS_ON_ONE_LETTER + 1},}`, 'u');

/** Whether a text that is not empty would still look empty: only blank-looking characters and marks. */
export function looksBlank(text: string): boolean {
  return text.length > 0 && text.replace(BLANK_LOOKING, '').length === 0;
}

/** Whether a text piles more marks on one letter than any script writes. */
export function hasStackedMarks(text: string): boolean {
  return STACKED_MARKS.test(text);
}
