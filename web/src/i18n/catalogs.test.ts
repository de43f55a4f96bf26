// Each catalog against the English texts it translates (as `applyInterfaceLanguage` finds them): no unknown key, every message parses, and a message has
// the arguments of the English text (a function's parameters as {0}, {1}…; a plain text none). Bengali has every
// key of the public pages', the accounts', the contact form's and the validation messages; Arabic every public
// page's. Each language's dashboard part has every key of the dashboard's text modules, and nothing else.
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import '@/config/about-texts';
import '@/config/alert-texts';
import '@/config/account-texts';
import '@/config/contact-texts';
import '@/config/dashboard-home-texts';
import '@/config/dashboard-projects-texts';
import '@/config/dashboard-site-texts';
import '@/config/dashboard-texts';
import '@/config/dashboard-writing-texts';
import '@/config/interface-text-editor-texts';
import '@/config/project-filter-texts';
import '@/config/project-list-texts';
import '@/config/project-page-texts';
import '@/config/project-texts';
import '@/config/profile-texts';
import '@/config/search-texts';
import '@/config/translations-texts';
import '@/config/writing-texts';
import arDashboardFrame from './catalogs/ar-dashboard-frame.json?raw';
import arDashboardHome from './catalogs/ar-dashboard-home.json?raw';
import arDashboardProjects from './catalogs/ar-dashboard-projects.json?raw';
import arPagesSource from './catalogs/ar-pages.json?raw';
import arSource from './catalogs/ar.json?raw';
import bnDashboardFrame from './catalogs/bn-dashboard-frame.json?raw';
import bnDashboardHome from './catalogs/bn-dashboard-home.json?raw';
import bnDashboardProjects from './catalogs/bn-dashboard-projects.json?raw';
import bnPagesForms from './catalogs/bn-pages-forms.json?raw';
import bnPagesPublic from './catalogs/bn-pages-public.json?raw';
import bnSource from './catalogs/bn.json?raw';
import { arityOf, leaves } from './interface-text-keys';
import { argumentsOf } from './message-check';
import { englishTexts, mergeCatalogs } from './interface-texts';
import type { CatalogSource } from './parse-catalog';

const PUBLIC_PAGES = [
  'texts',
  'alerts',
  'about',
  'contact',
  'projectFilter',
  'projectList',
  'projectPage',
  'project',
  'search',
  'writing',
  'projectCategories',
  'projectValues',
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
  'interfaceTextEditor',
];
/** A part written in several files (each a size to read), as one source: their top-level keys are apart. */
const joined = (...files: string[]) =>
  JSON.stringify(Object.assign({}, ...files.map((file) => JSON.parse(file) as object)));
const bnPagesSource = joined(bnPagesPublic, bnPagesForms);
const bnDashboardSource = joined(bnDashboardFrame, bnDashboardHome, bnDashboardProjects);
const arDashboardSource = joined(arDashboardFrame, arDashboardHome, arDashboardProjects);

const CATALOGS = {
  bn: {
    parts: [bnSource, bnPagesSource, bnDashboardSource],
    complete: [...PUBLIC_PAGES, 'account', 'profile', 'validation', ...DASHBOARD],
  },
  ar: { parts: [arSource, arPagesSource, arDashboardSource], complete: [...PUBLIC_PAGES, ...DASHBOARD] },
};

describe.each(Object.entries(CATALOGS))('the %s catalog', (language, { parts, complete }) => {
  const catalog = mergeCatalogs(...parts.map((part) => JSON.parse(part) as CatalogSource));
  const messages = leaves(catalog);
  const english = leaves(englishTexts());

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
      const arity = arityOf(source);
      const used = [...argumentsOf(elements)].sort();
      expect(used, `${language} ${key}`).toEqual(Array.from({ length: arity }, (_, index) => index));
    }
  });
});
