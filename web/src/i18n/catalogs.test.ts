// Each catalog against the English texts it translates (as `applyInterfaceLanguage` finds them): no unknown key, every message parses, and a message has
// the arguments of the English text (a function's parameters as {0}, {1}…; a plain text none). Bengali has every
// key of the public pages', the accounts', the contact form's and the validation messages; Arabic every public
// page's. Each language's dashboard part has every key of the dashboard's text modules, and nothing else.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import '@/config/about-texts';
import '@/config/account-texts';
import '@/config/contact-texts';
import '@/config/dashboard-home-texts';
import '@/config/dashboard-projects-texts';
import '@/config/dashboard-site-texts';
import '@/config/dashboard-texts';
import '@/config/dashboard-writing-texts';
import '@/config/project-filter-texts';
import '@/config/project-list-texts';
import '@/config/project-page-texts';
import '@/config/project-texts';
import '@/config/search-texts';
import '@/config/translations-texts';
import '@/config/writing-texts';
import arDashboardSource from './catalogs/ar-dashboard.json?raw';
import arPagesSource from './catalogs/ar-pages.json?raw';
import arSource from './catalogs/ar.json?raw';
import bnDashboardSource from './catalogs/bn-dashboard.json?raw';
import bnPagesSource from './catalogs/bn-pages.json?raw';
import bnSource from './catalogs/bn.json?raw';
import { englishTexts, mergeCatalogs } from './interface-texts';
import type { CatalogSource } from './parse-catalog';

const ENGLISH = englishTexts();
const PUBLIC_PAGES = [
  'texts',
  'about',
  'contact',
  'projectFilter',
  'projectList',
  'projectPage',
  'project',
  'search',
  'writing',
  'projectCategories',
];
/** The owner's dashboard's text modules: the third part of each catalog, which the dashboard's pages load. */
const DASHBOARD = [
  'dashboard',
  'translations',
  'translatableFields',
  'dashboardHome',
  'dashboardProjects',
  'dashboardSite',
  'dashboardWriting',
];
const CATALOGS = {
  bn: {
    parts: [bnSource, bnPagesSource, bnDashboardSource],
    complete: [...PUBLIC_PAGES, 'account', 'validation', ...DASHBOARD],
  },
  ar: { parts: [arSource, arPagesSource, arDashboardSource], complete: [...PUBLIC_PAGES, ...DASHBOARD] },
};

/** The positional arguments a message uses (`{0}`, `{1, number}`, a plural's or select's), as numbers. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<number>()): Set<number> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && element.type !== 8) found.add(Number(element.value));
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

/** Every leaf of a tree of texts, by its path (`texts.header.home`). */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      for (const leaf of leaves(value, path)) found.set(...leaf);
    else found.set(path, value);
  }
  return found;
}

describe.each(Object.entries(CATALOGS))('the %s catalog', (language, { parts, complete }) => {
  const catalog = mergeCatalogs(...parts.map((part) => JSON.parse(part) as CatalogSource));
  const messages = leaves(catalog);
  const english = leaves(ENGLISH);

  it('has no key the English texts lack, and its parts no key in common', () => {
    expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
    const keysOf = parts.map((part) => [...leaves(JSON.parse(part) as object).keys()]);
    keysOf.forEach((keys, index) => {
      const before = keysOf.slice(0, index).flat();
      expect(keys.filter((key) => before.includes(key))).toEqual([]);
    });
  });

  it("has the dashboard's texts in its dashboard part only, and only those", () => {
    const [home, pages, dashboard] = parts.map((part) => Object.keys(JSON.parse(part) as object));
    expect(dashboard?.filter((key) => !DASHBOARD.includes(key))).toEqual([]);
    expect([...(home ?? []), ...(pages ?? [])].filter((key) => DASHBOARD.includes(key))).toEqual([]);
  });

  it(`has every text of ${complete.join(', ')}`, () => {
    const missing = [...english.keys()].filter(
      (key) => complete.includes(key.split('.')[0] ?? '') && !messages.has(key),
    );
    expect(missing).toEqual([]);
  });

  it("has messages that parse, each with its English text's arguments", () => {
    for (const [key, message] of messages) {
      expect(typeof message, key).toBe('string');
      const elements = parse(String(message), { ignoreTag: true, requiresOtherClause: true });
      const source = english.get(key);
      const arity = typeof source === 'function' ? source.length : 0;
      const used = [...argumentsOf(elements)].sort();
      expect(used, `${language} ${key}`).toEqual(Array.from({ length: arity }, (_, index) => index));
    }
  });
});
