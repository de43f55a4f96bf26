import { normaliseText } from '../project-search';

/** A piece of a snippet: its text, and whether it is a matched word (shown in `<mark>`). */
export type SnippetPart = [text: string, marked: boolean];

/** How much text a snippet shows: about this many characters, starting a little before the first match. */
export const SNIPPET_CHARS = 180;
const LEAD_CHARS = 50;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The text around the first of `words` (the index's words, without accents, lower case) it contains, each of them
 * marked wherever it appears in that window; the start of the text when none does. Cut at word boundaries, with an
 * ellipsis where the text goes on.
 */
export function snippetOf(text: string, words: readonly string[]): SnippetPart[] {
  const wanted = new Set(words);
  const found = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    marked: wanted.has(normaliseText(match[0])),
  }));
  const first = found.find((word) => word.marked);
  const from = first ? Math.max(0, first.start - LEAD_CHARS) : 0;
  const startWord = found.find((word) => word.start >= from);
  const start = from === 0 || !startWord ? 0 : startWord.start;
  const inWindow = found.filter((word) => word.start >= start && word.end <= start + SNIPPET_CHARS);
  const end =
    inWindow.length === found.filter((word) => word.start >= start).length
      ? text.length
      : (inWindow.at(-1)?.end ?? Math.min(text.length, start + SNIPPET_CHARS));
  const parts: SnippetPart[] = [];
  const push = (piece: string, marked: boolean) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && !last[1] && !marked) last[0] += piece;
    else parts.push([piece, marked]);
  };
  if (start > 0) push('… ', false);
  let at = start;
  for (const word of inWindow.filter((item) => item.marked)) {
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(' …', false);
  return parts;
}
