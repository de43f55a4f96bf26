// Each catalog against the English texts it translates (as `applyInterfaceLanguage` finds them): no unknown key, every message parses, and a message has
// the arguments of the English text (a function's parameters as {0}, {1}…; a plain text none). Bengali has every
// key of the public pages', the accounts', the contact form's and the validation messages; Arabic every public
// page's.
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import arPagesSource from './catalogs/ar-pages.json?raw';
import arSource from './catalogs/ar.json?raw';
import bnPagesSource from './catalogs/bn-pages.json?raw';
import bnSource from './catalogs/bn.json?raw';
import { argumentsOf, arityOf, interfaceTexts, leaves } from './interface-text-keys';
import { mergeCatalogs } from './interface-texts';
import type { CatalogSource } from './parse-catalog';

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
const CATALOGS = {
  bn: { parts: [bnSource, bnPagesSource], complete: [...PUBLIC_PAGES, 'account', 'validation'] },
  ar: { parts: [arSource, arPagesSource], complete: PUBLIC_PAGES },
};

describe.each(Object.entries(CATALOGS))('the %s catalog', (language, { parts, complete }) => {
  const catalog = mergeCatalogs(...parts.map((part) => JSON.parse(part) as CatalogSource));
  const messages = leaves(catalog);
  const english = interfaceTexts();

  it('has no key the English texts lack, and its parts no key in common', () => {
    expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
    const [home, pages] = parts.map((part) => [...leaves(JSON.parse(part) as object).keys()]);
    expect(pages?.filter((key) => home?.includes(key))).toEqual([]);
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
      const arity = arityOf(source);
      const used = [...argumentsOf(elements)].sort();
      expect(used, `${language} ${key}`).toEqual(Array.from({ length: arity }, (_, index) => index));
    }
  });
});
