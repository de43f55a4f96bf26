// Post bodies within the body's limit that would become more than a post may store, as a hostile writer makes them
// (the API tests send each; the bench renders them for the preview's worst case), and an ordinary post beside them.

/** A table of `columns` aligned columns whose `rows` rows name one cell each: markdown-it fills in the others. */
const wideTable = (columns: number, rows: number) =>
  `|${'a|'.repeat(columns)}\n|${':-:|'.repeat(columns)}\n${'b\n'.repeat(rows)}\n`;

/** Too large once formatted: the answer names the HTML's size. */
export const OVERSIZED_HTML_BODIES: Record<string, string> = {
  'a code block of `1 ` × 50,000': '```js\n' + '1 '.repeat(50_000) + '\n```\n',
  '20,000 autolinks': 'a.co '.repeat(20_000),
  '20,000 headings': '## a\n'.repeat(20_000),
  '16,000 images': '![](x)'.repeat(16_000),
  '30,000 links to one long reference': `[a]: /${'x'.repeat(2000)}\n\n${'[a]'.repeat(30_000)}`,
  'nested lists of links': '- a.co\n  - a.co\n    - a.co\n      - a.co\n'.repeat(2500),
};

/** Too many table cells: refused before markdown-it fills them in. */
export const OVERSIZED_TABLE_BODIES: Record<string, string> = {
  'a 2 KB table of 256 aligned columns': wideTable(256, 300),
  'forty such tables': wideTable(256, 300).repeat(40),
  'a table of 20,000 rows': `|a|b|\n|-|-|\n${'|x|\n'.repeat(20_000)}`,
  'wide tables in a list': `- ${wideTable(200, 100).replaceAll('\n', '\n  ')}`,
};

/** An ordinary long post: prose with some markup, a list, a table and highlighted code, about 20 KB. */
export const ORDINARY_POST_BODY = Array.from(
  { length: 80 },
  (_, section) =>
    `## Section ${section}\n\nSome **bold** text with \`code\`, a [link](https://example.com) and more words ` +
    `here, as a post has them.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n` +
    '```ts\nconst answer: number = 42;\nexport function twice(n: number): number {\n  return n * 2;\n}\n```\n',
).join('\n');
