// The parser of the minified stylesheet the build writes, into the nodes that web/src/server/used-css.ts cuts
// down to what a page uses.

/**
 * One node of a minified, flat stylesheet (as the build writes it: no nesting, no comments but the licence): a style
 * rule, a conditional group (`@media`, `@supports`, `@layer` with a block) holding nodes, or anything else kept as it
 * is (`@property`, `@keyframes`, `@layer a, b;`, the licence comment).
 */
export type CssNode =
  | { kind: 'rule'; selectors: Selector[]; declarations: string }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'verbatim'; text: string };

export interface Selector {
  text: string;
  /** The classes an element must carry for the selector to match it (classes inside `:is()`, `:not()` … excluded). */
  classes: string[];
}

const GROUP_AT_RULES = /^@(media|supports|layer|container)\b/;

/**
 * The characters of `text` from `start` on that stand outside strings, with escaped characters passed over, each
 * with how deep in parentheses and brackets it stands (a character that opens or closes one counts as outside).
 */
function* structure(text: string, start = 0): Generator<{ index: number; char: string; depth: number }> {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '"' || char === "'") {
      const close = text.indexOf(char, index + 1);
      if (close < 0) return;
      index = close;
      continue;
    }
    if (char === ')' || char === ']') depth -= 1;
    yield { index, char, depth };
    if (char === '(' || char === '[') depth += 1;
  }
}

/** Index of the character after the balanced block that opens at `css[open]` (a `{`). */
function blockEnd(css: string, open: number): number {
  let braces = 0;
  for (const { index, char } of structure(css, open)) {
    if (char === '{') braces += 1;
    else if (char === '}' && --braces === 0) return index + 1;
  }
  throw new Error('The stylesheet has an unbalanced block');
}

/** Index of the first `{` or `;` at `start` or after it that is outside strings, brackets and parentheses. */
function preludeEnd(css: string, start: number): number {
  for (const { index, char, depth } of structure(css, start)) {
    if (depth === 0 && (char === '{' || char === ';')) return index;
  }
  return css.length;
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  for (const { index, char, depth } of structure(list)) {
    if (char !== ',' || depth !== 0) continue;
    selectors.push(list.slice(start, index));
    start = index + 1;
  }
  selectors.push(list.slice(start));
  return selectors;
}

const IDENT_CHAR = /[\w-]|[^\p{ASCII}]/u;
const HEX_ESCAPE = /^[0-9a-fA-F]{1,6} ?/;

/** The unescaped identifier that starts at `text[start]`. */
function identifierAt(text: string, start: number): string {
  let name = '';
  let cursor = start;
  while (cursor < text.length) {
    const char = text[cursor] ?? '';
    if (char === '\\') {
      const hex = HEX_ESCAPE.exec(text.slice(cursor + 1));
      name += hex ? String.fromCodePoint(parseInt(hex[0], 16)) : (text[cursor + 1] ?? '');
      cursor += 1 + (hex ? hex[0].length : 1);
    } else if (IDENT_CHAR.test(char)) {
      name += char;
      cursor += 1;
    } else break;
  }
  return name;
}

/** The class names a selector requires, unescaped: those outside parentheses, brackets and strings. */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  for (const { index, char, depth } of structure(selector)) {
    if (char !== '.' || depth !== 0) continue;
    const name = identifierAt(selector, index + 1);
    if (name) classes.push(name);
  }
  return classes;
}

/** Parses a minified stylesheet into nodes; throws on a block that does not close. */
export function parseStylesheet(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let index = 0;
  while (index < css.length) {
    if (/\s/.test(css[index] ?? '')) {
      index += 1;
      continue;
    }
    if (css.startsWith('/*', index)) {
      const end = css.indexOf('*/', index + 2);
      const stop = end < 0 ? css.length : end + 2;
      nodes.push({ kind: 'verbatim', text: css.slice(index, stop) });
      index = stop;
      continue;
    }
    const stop = preludeEnd(css, index);
    const prelude = css.slice(index, stop).trim();
    if (css[stop] !== '{') {
      nodes.push({ kind: 'verbatim', text: `${prelude};` });
      index = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    const inner = css.slice(stop + 1, end - 1);
    if (GROUP_AT_RULES.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parseStylesheet(inner) });
    } else if (prelude.startsWith('@')) {
      nodes.push({ kind: 'verbatim', text: css.slice(index, end) });
    } else {
      const selectors = splitSelectors(prelude).map((text) => ({ text, classes: requiredClasses(text) }));
      nodes.push({ kind: 'rule', selectors, declarations: inner });
    }
    index = end;
  }
  return nodes;
}
