// The stylesheet a served page carries inline is cut down to the rules its markup can use (on the server), and the
// whole stylesheet is written for the start script to merge into it (by the build).

import type { StylesheetEntry } from '../lib/whole-stylesheet';
import { type CssNode, parseStylesheet, type Selector } from './stylesheet-parser';

export { parseStylesheet, requiredClasses } from './stylesheet-parser';

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
