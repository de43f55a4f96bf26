/**
 * A style rule of the whole stylesheet: its declarations, and each selector's text followed by the classes it
 * requires (as `requiredClasses` of the server's `used-css.ts` reads them).
 */
export interface StylesheetStyleRule {
  d: string;
  s: [string, ...string[]][];
}

/**
 * A rule of the whole stylesheet, as the build writes it for the start script: a style rule, a group (`@layer`,
 * `@media`, `@supports`) as the list of its rules, or 0 for a rule every served page carries whole already: any
 * other rule (`@property`, `@keyframes`, `@layer a, b;`) and a group none of whose selectors requires a class.
 */
export type StylesheetEntry = StylesheetStyleRule | StylesheetEntry[] | 0;

/**
 * Turns a served page's inline stylesheet into the whole one, rule by rule in the whole one's order, without
 * restyling the page: the rules added match none of its elements. The server left out of the page's stylesheet
 * exactly the selectors that require a class no element carries, and kept every group and other rule in place;
 * this walks both in step, inserting each rule left out where it stands in the whole stylesheet and giving a rule
 * that lost some selectors all of them back. It yields to the browser every few milliseconds. Throws if the page's
 * stylesheet is not what the server would have served beside `entries` (then the page must load the whole
 * stylesheet instead).
 *
 * Read as source by the build, which writes it into the start script: it must not refer to anything outside itself.
 */
export async function mergeWholeStylesheet(sheet: CSSStyleSheet, entries: StylesheetEntry[]): Promise<void> {
  const classes = new Set<string>();
  for (const element of document.querySelectorAll('[class]')) {
    for (const name of element.classList) classes.add(name);
  }
  let yieldAt = 0;
  const merge = async (group: CSSStyleSheet | CSSGroupingRule, groupEntries: StylesheetEntry[]) => {
    let index = 0;
    for (const entry of groupEntries) {
      if (performance.now() > yieldAt) {
        await new Promise((resolve) => setTimeout(resolve));
        yieldAt = performance.now() + 8;
      }
      const rule = group.cssRules[index];
      if (Array.isArray(entry)) {
        if (!(rule instanceof CSSGroupingRule)) throw new Error('The page has no such group');
        await merge(rule, entry);
      } else if (entry) {
        const selectors = entry.s.map(([text]) => text).join();
        const kept = entry.s.filter(([, ...required]) => required.every((name) => classes.has(name))).length;
        // A rule with a selector this browser does not know (another engine's pseudo-class) is one it left out of
        // the page's stylesheet as well, and one it refuses to insert.
        if (!kept) {
          try {
            group.insertRule(`${selectors}{${entry.d}}`, index);
          } catch {
            continue;
          }
        } else if (!entry.s.every(([text]) => CSS.supports(`selector(${text})`))) continue;
        else if (!(rule instanceof CSSStyleRule)) throw new Error('The page has no such rule');
        else if (kept < entry.s.length) rule.selectorText = selectors;
      }
      index += 1;
    }
    if (group.cssRules.length !== index) throw new Error('The page has other rules');
  };
  await merge(sheet, entries);
}
