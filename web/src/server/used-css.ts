// The stylesheet a served page carries inline is cut down to the rules its markup can use (on the server), and the
// whole stylesheet is written for the start script to merge into it (by the build).

import type { StylesheetEntry } from '../lib/whole-stylesheet';

/**
 * One node of a minified, flat stylesheet (as the build writes it: no nesting, no comments but the licence): a style
 * rule, a conditional group (`@media`, `@supports`, `@layer` with a block) holding nodes, or anything else kept as it
 * is (`@property`, `@keyframes`, `@layer a, b;`, the licence comment).
 */
type CssNode =
  | { kind: 'rule'; selectors: Selector[]; declarations: string }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'verbatim'; text: string };

interface Selector {
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

const REGISTRATION = /@property\s+(--[\w-]+)\s*\{[^}]*\}/g;

/**
 * The stylesheet without the `@property` registrations that none of its rules reads with `var()`, nor the
 * declarations that set those properties. Tailwind registers and sets each custom property a utility composes with,
 * read or not (such as `--tw-font-weight`); a property no rule reads changes nothing that shows. Every served page
 * carries every registration (see `serializeUsed`), so each one costs every page its bytes.
 */
export function withoutUnreadRegistrations(css: string): string {
  const unregistered = css.replace(REGISTRATION, '');
  const unread = [...css.matchAll(REGISTRATION)]
    .map(([, name = '']) => name)
    .filter((name) => !new RegExp(`var\\(${name}(?![\\w-])`).test(unregistered));
  if (unread.length === 0) return css;
  const names = unread.join('|');
  return css
    .replace(new RegExp(`@property\\s+(${names})\\s*\\{[^}]*\\}`, 'g'), '')
    .replace(new RegExp(`(?<=[{;]\\s*)(${names})\\s*:[^;}]*(;|(?=\\}))`, 'g'), '');
}

/** Whether a page that carries `classes` keeps `selector`: when it carries every class the selector requires. */
function keeps(selector: Selector, classes: ReadonlySet<string>): boolean {
  return selector.classes.every((name) => classes.has(name));
}

/**
 * The stylesheet with only the selectors whose classes are all in `classes`, and a rule only where a selector of it
 * stays. Everything else stays as it is and where it is, empty groups and unused `@property` registrations
 * included: the start script later adds the rules left out (see `mergeWholeStylesheet`), and a browser restyles no
 * element for a style rule that matches none, where adding a group, a registration or `@keyframes` restyles every
 * element of the page.
 */
export function serializeUsed(nodes: readonly CssNode[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'verbatim') css += node.text;
    else if (node.kind === 'group') css += `${node.prelude}{${serializeUsed(node.children, classes)}}`;
    else {
      const used = node.selectors.filter((selector) => keeps(selector, classes));
      if (used.length > 0) css += `${used.map((selector) => selector.text).join(',')}{${node.declarations}}`;
    }
  }
  return css;
}

/** Whether every page keeps all of `nodes`: none of their selectors requires a class. */
function keptEverywhere(nodes: readonly CssNode[]): boolean {
  return nodes.every((node) =>
    node.kind === 'verbatim'
      ? true
      : node.kind === 'group'
        ? keptEverywhere(node.children)
        : node.selectors.every((selector) => selector.classes.length === 0),
  );
}

/**
 * The whole stylesheet as the start script merges it into a served page's (`StylesheetEntry`): its comments left
 * out, as a browser's stylesheet object has none, and a group that every page carries whole as one entry (such as
 * the base styles, whose selectors for other engines a browser leaves out or splits).
 */
export function stylesheetEntries(nodes: readonly CssNode[]): StylesheetEntry[] {
  return nodes.flatMap((node): StylesheetEntry[] => {
    if (node.kind === 'verbatim') return node.text.startsWith('/*') ? [] : [0];
    if (node.kind === 'group') return [keptEverywhere(node.children) ? 0 : stylesheetEntries(node.children)];
    return [
      { d: node.declarations, s: node.selectors.map((selector) => [selector.text, ...selector.classes]) },
    ];
  });
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|quot|lt|gt|apos));/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** Every class name in the markup's `class` attributes, entities decoded. */
export function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value.replace(ENTITY, (_entity, hex?: string, decimal?: string, named?: string) =>
      named
        ? (NAMED_ENTITIES[named] ?? '')
        : String.fromCodePoint(parseInt(hex ?? decimal ?? '0', hex ? 16 : 10)),
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;
/** The template's stylesheet is the same on every render: parsed once per process. */
const parsed = new Map<string, CssNode[]>();

/**
 * The page with its inline stylesheets cut down to the rules its markup can use, so that its first response stays
 * small (the whole stylesheet is several times what one page uses). A rule stays when every class its selector
 * requires is on some element of the page; rules that require no class (the base styles, the theme's attribute
 * selectors, states such as `:hover`) always stay, so the page looks the same as with the whole stylesheet until
 * scripts change its markup. The start script adds the rules left out before the app runs.
 */
export function withUsedCssOnly(page: string): string {
  const classes = classesInMarkup(page);
  return page.replace(STYLE_ELEMENT, (_element, css: string) => {
    let nodes = parsed.get(css);
    if (!nodes) {
      nodes = parseStylesheet(css);
      parsed.clear();
      parsed.set(css, nodes);
    }
    return `<style>${serializeUsed(nodes, classes)}</style>`;
  });
}
