import { POST_LIMITS, POST_RENDER_LIMITS } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api-error';
import { renderPost } from '../post-rendering';

/** A table of `columns` aligned columns, whose `rows` rows name one cell each (markdown-it fills in the others). */
const wideTable = (columns: number, rows: number) =>
  `|${'a|'.repeat(columns)}\n|${':-:|'.repeat(columns)}\n${'b\n'.repeat(rows)}\n`;

/** Bodies within the body's limit that would become more than a post may store, as a hostile writer makes them. */
const OVERSIZED_BODIES: [string, string][] = [
  ['a code block of `1 ` × 50,000', '```js\n' + '1 '.repeat(50_000) + '\n```\n'],
  ['20,000 autolinks', 'a.co '.repeat(20_000)],
  ['20,000 headings', '## a\n'.repeat(20_000)],
  ['16,000 images', '![](x)'.repeat(16_000)],
  ['30,000 links to one long reference', `[a]: /${'x'.repeat(2000)}\n\n${'[a]'.repeat(30_000)}`],
  ['nested lists of links', '- a.co\n  - a.co\n    - a.co\n      - a.co\n'.repeat(2500)],
];

/** Tables whose cells markdown-it would fill in by the tens of thousands. */
const OVERSIZED_TABLES: [string, string][] = [
  ['a 2 KB table of 256 aligned columns', wideTable(256, 300)],
  ['forty such tables', wideTable(256, 300).repeat(40)],
  ['a table of 20,000 rows', `|a|b|\n|-|-|\n${'|x|\n'.repeat(20_000)}`],
  ['tables in a list', `- ${wideTable(200, 100).replaceAll('\n', '\n  ')}`],
];

/** The 400 a body answers, or undefined when it renders. */
function refusal(body: string): ApiError | undefined {
  try {
    renderPost(body);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('the size a post becomes', () => {
  it.each(OVERSIZED_BODIES)(
    'refuses %s with a 400 on body, saying how large and the limit',
    (_name, body) => {
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(POST_LIMITS.bodyBytes);
      const error = refusal(body);
      expect(error?.status).toBe(400);
      expect(error?.fields?.body).toMatch(
        /^This post is too large once formatted: [\d.]+ (KB|MB) of HTML, over the 640 KB a post may take/,
      );
    },
  );

  it.each(OVERSIZED_TABLES)('refuses %s before filling it in, within 100 ms', (_name, body) => {
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(POST_LIMITS.bodyBytes);
    const started = performance.now();
    const error = refusal(body);
    expect(performance.now() - started).toBeLessThan(100);
    expect(error?.fields?.body).toBe(
      'This post is too large once formatted: its tables would hold over 10,000 cells (each row gets as many as the header); use fewer rows or columns',
    );
  });

  it('takes tables up to the bound, counted across the post', () => {
    const rows = (count: number) => `|a|b|\n|-|-|\n${'|x|y|\n'.repeat(count)}\n`;
    const half = POST_RENDER_LIMITS.tableCells / 2;
    // Two tables of 2 × (1 + rows) cells each: the bound exactly, then one cell more.
    expect(refusal(rows(half / 2 - 1).repeat(2))).toBeUndefined();
    expect(refusal(rows(half / 2 - 1) + rows(half / 2))).toBeInstanceOf(ApiError);
  });

  it('takes an ordinary post of the largest body, and prose up to the limit', () => {
    const paragraph =
      'Some **bold** text with `code`, a [link](https://example.com) and more words here.\n\n';
    expect(refusal(paragraph.repeat(Math.floor(POST_LIMITS.bodyBytes / paragraph.length)))).toBeUndefined();
    const code = '```ts\n' + 'const answer: number = 42;\n'.repeat(3500) + '```\n';
    expect(refusal(code)).toBeUndefined();
  });
});
