// What licence a package shipped to production may carry. Pure: the caller reads package-lock.json and the
// installed package.json files.

/** Licence families whose terms would reach the site or the function that ships them. */
const COPYLEFT = /^(AGPL|GPL|LGPL|SSPL|BUSL)-/i;

/**
 * Packages that may carry the LGPL: libvips, the native library that sharp loads at run time as a separate shared
 * library (a `.so`, `.dylib` or `.dll` the user could replace), which the LGPL allows.
 */
const DYNAMICALLY_LINKED_LGPL = /^@img\/sharp-(libvips-|win32-)/;
export const DYNAMICALLY_LINKED_LGPL_NOTE =
  'LGPL allowed in @img/sharp-libvips-* and @img/sharp-win32-*: libvips, a native library sharp links dynamically';

/** An SPDX expression as a tree: a licence id (with its exception, if any), or an AND / OR of two expressions. */
type Expression = { id: string } | { op: 'AND' | 'OR'; left: Expression; right: Expression };

/** The words of an expression: parentheses, operators and licence ids. */
function tokens(expression: string): string[] {
  return expression.replace(/[()]/g, ' $& ').split(/\s+/).filter(Boolean);
}

/** Parses an SPDX expression (`MIT`, `(MIT OR GPL-3.0)`, `Apache-2.0 AND LGPL-3.0-or-later`); AND binds tighter. */
export function parseLicenseExpression(expression: string): Expression {
  const words = tokens(expression);
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`Cannot read the licence "${expression}": ${why}`);
  };
  const operand = (): Expression => {
    const word = words[at++];
    if (word === undefined) return fail('it ends too early');
    if (word === '(') {
      const inner = anyOf();
      if (words[at++] !== ')') fail('a parenthesis is not closed');
      return inner;
    }
    if (/^(AND|OR|WITH|\))$/i.test(word)) return fail(`"${word}" where a licence was expected`);
    // An exception (`WITH Classpath-exception-2.0`) narrows a licence; the licence itself decides here.
    if (words[at]?.toUpperCase() === 'WITH') at += 2;
    return { id: word };
  };
  const chain = (op: 'AND' | 'OR', next: () => Expression) => (): Expression => {
    let left = next();
    while (words[at]?.toUpperCase() === op) {
      at++;
      left = { op, left, right: next() };
    }
    return left;
  };
  const allOf = chain('AND', operand);
  const anyOf = chain('OR', allOf);
  const tree = anyOf();
  if (at < words.length) fail(`"${words[at]}" after the end`);
  return tree;
}

/** Why a package's licence cannot ship, or undefined when it may. */
export function licenseProblem(name: string, license: string | undefined): string | undefined {
  if (!license || /^(UNLICENSED|SEE LICENSE IN\b)/i.test(license)) {
    return `${name}: no open-source licence stated (${license ?? 'none'})`;
  }
  let tree: Expression;
  try {
    tree = parseLicenseExpression(license);
  } catch (error) {
    return `${name}: ${(error as Error).message}`;
  }
  const allowed = (node: Expression): boolean => {
    if ('id' in node) {
      if (!COPYLEFT.test(node.id)) return true;
      return /^LGPL-/i.test(node.id) && DYNAMICALLY_LINKED_LGPL.test(name);
    }
    return node.op === 'OR'
      ? allowed(node.left) || allowed(node.right)
      : allowed(node.left) && allowed(node.right);
  };
  return allowed(tree) ? undefined : `${name}: ${license} is copyleft and may not ship`;
}

/** Whether the package is allowed only by the dynamically linked LGPL exception (the check says so). */
export function isDynamicallyLinkedLgpl(name: string, license: string | undefined): boolean {
  return DYNAMICALLY_LINKED_LGPL.test(name) && /\bLGPL-/i.test(license ?? '');
}

/** A package as package.json states its licence: the SPDX `license`, or the older `licenses` list. */
export interface LicenseFields {
  license?: string | { type?: string };
  licenses?: ({ type?: string } | string)[];
}

/** The licence of a package.json as one SPDX expression (several old-style entries: any of them, as npm reads it). */
export function licenseOf(fields: LicenseFields): string | undefined {
  if (typeof fields.license === 'string') return fields.license;
  if (fields.license?.type) return fields.license.type;
  const listed = (fields.licenses ?? [])
    .map((entry) => (typeof entry === 'string' ? entry : entry.type))
    .filter((type): type is string => Boolean(type));
  if (listed.length === 0) return undefined;
  return listed.length === 1 ? listed[0] : `(${listed.join(' OR ')})`;
}
