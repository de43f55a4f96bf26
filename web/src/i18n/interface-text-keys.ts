// The interface's texts by key, as the catalogs and the owner's overrides name them (`texts.header.home`): on the
// server (the API that lists and checks overrides, the renderer) and in the catalogs' test. Never in the browser's
// bundle: it loads every public text module and FormatJS's parser.
import {
  INTERFACE_TEXT_MESSAGES as T,
  type InterfaceTextEntry,
  type InterfaceTextOverrides,
} from '@portfolio/common';
import '@/config/about-texts';
import '@/config/alert-texts';
import '@/config/account-texts';
import '@/config/contact-texts';
import '@/config/project-filter-texts';
import '@/config/project-list-texts';
import '@/config/project-page-texts';
import '@/config/project-texts';
import '@/config/profile-texts';
import '@/config/search-texts';
import '@/config/writing-texts';
import { englishTexts, mergeCatalogs } from './interface-texts';
import { messageProblem } from './message-check';
import { parseMessage, type Catalog } from './parse-catalog';
import { catalogSourceOf } from './render-in-language';

/** Every leaf of a tree of texts, by its path (`texts.header.home`). */
export function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      for (const leaf of leaves(value, path)) found.set(...leaf);
    else found.set(path, value);
  }
  return found;
}

/** How many values a text shows: a text function's parameters (`{0}`, `{1}`…), none for a plain text. */
export const arityOf = (english: unknown): number => (typeof english === 'function' ? english.length : 0);

/**
 * The text modules whose texts the owner may word their own way: every public page's, the accounts', the contact
 * form's and the validation messages (the dashboard's are the owner's own tool, and its modules may or may not have
 * loaded on the server).
 */
const OWNER_WORDED_MODULES = new Set([
  'texts',
  'projectCategories',
  'projectValues',
  'about',
  'account',
  'profile',
  'alerts',
  'contact',
  'fieldLabels',
  'project',
  'projectFilter',
  'projectList',
  'projectPage',
  'search',
  'validation',
  'writing',
]);

/** Those texts by key. Read when called: the English ones, as long as no language is in place. */
export function interfaceTexts(): Map<string, unknown> {
  return new Map(
    [...leaves(englishTexts())].filter(([key]) => OWNER_WORDED_MODULES.has(key.split('.')[0] ?? '')),
  );
}

/** A text as the dashboard shows its English: a text function called with `{0}`, `{1}`… in place of its values. */
export function englishMessageOf(english: unknown): string {
  if (typeof english !== 'function') return String(english);
  const placeholders = Array.from({ length: english.length }, (_, index) => `{${index}}`);
  try {
    return String((english as (...values: string[]) => unknown)(...placeholders));
  } catch {
    // A text that computes with its values (a number's decimals) shows them by number only.
    return placeholders.join(' ');
  }
}

/** Why `message` cannot be the text `key` (no such text, its syntax, or its values), or nothing. */
export function overrideProblem(
  key: string,
  message: string,
  texts: Map<string, unknown> = interfaceTexts(),
): string | undefined {
  return texts.has(key) ? messageProblem(message, arityOf(texts.get(key))) : T.unknownKey;
}

/** Why each of `overrides` cannot be its interface text, by key (none for those that can): the texts listed once. */
export function overrideProblems(overrides: InterfaceTextOverrides): Record<string, string> {
  const texts = interfaceTexts();
  return Object.fromEntries(
    Object.entries(overrides).flatMap(([key, message]) => {
      const problem = overrideProblem(key, message, texts);
      return problem ? [[key, problem] as const] : [];
    }),
  );
}

/**
 * The overrides as a catalog's part: the same tree as a catalog's, each message parsed. One that is no text of the
 * interface, or no message it can show (a backup restored from elsewhere), is left out: the page keeps its text.
 */
export function overridesCatalog(overrides: InterfaceTextOverrides): Catalog {
  // The publication renders every page of a language with the same overrides: parsed once.
  const source = JSON.stringify(overrides);
  if (lastParsed?.source === source) return lastParsed.catalog;
  const refused = overrideProblems(overrides);
  const usable = Object.entries(overrides).filter(([key]) => !Object.hasOwn(refused, key));
  const catalog = mergeCatalogs(
    ...usable.map(
      ([key, message]) =>
        key
          .split('.')
          .reduceRight<Catalog | Catalog[string]>(
            (inner, part) => ({ [part]: inner }),
            parseMessage(message),
          ) as Catalog,
    ),
  );
  lastParsed = { source, catalog };
  return catalog;
}
let lastParsed: { source: string; catalog: Catalog } | undefined;

/** Every interface text, with its English, the language's catalog text (if any) and how many values it shows. */
export function interfaceTextEntries(language: string): InterfaceTextEntry[] {
  const source = catalogSourceOf(language);
  const translated = source ? leaves(source) : new Map<string, unknown>();
  return [...interfaceTexts()].map(([key, english]) => ({
    key,
    english: englishMessageOf(english),
    ...(translated.has(key) && { catalog: String(translated.get(key)) }),
    arguments: arityOf(english),
  }));
}
