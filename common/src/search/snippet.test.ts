import { describe, expect, it } from 'vitest';
import { SNIPPET_CHARS, snippetOf } from './snippet';

const marked = (parts: ReturnType<typeof snippetOf>) =>
  parts.filter(([, mark]) => mark).map(([text]) => text);

describe('snippetOf', () => {
  it('marks each matched word, whatever its case and accents', () => {
    const parts = snippetOf('Un Café près du café.', ['cafe']);
    expect(marked(parts)).toEqual(['Café', 'café']);
    expect(parts.map(([text]) => text).join('')).toBe('Un Café près du café.');
  });

  it('starts a little before the first match in a long text, at a word, with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(40)}the origami crane ${'dolor sit '.repeat(40)}`;
    const parts = snippetOf(text, ['origami']);
    const shown = parts.map(([piece]) => piece).join('');
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(SNIPPET_CHARS + 4);
    expect(marked(parts)).toEqual(['origami']);
    expect(shown).toMatch(/^… (lorem|ipsum) /);
  });

  it('shows the start of the text when no word matches in it', () => {
    expect(snippetOf('Short text.', ['zebra'])).toEqual([['Short text.', false]]);
    expect(snippetOf('', ['zebra'])).toEqual([]);
  });

  it('never marks part of a word', () => {
    expect(marked(snippetOf('bookings and book', ['book']))).toEqual(['book']);
  });
});
