// The interface's texts in a language: the English text modules stay the source of truth, and a language's catalog
// replaces their values in place (a function-valued text by a function formatting its message), so the components
// read `texts.header.home` as they always did. Applied once in the browser before the app renders, and on the server
// around one synchronous render (`render-in-language.ts`), then undone.
import {
  localDates,
  localizableTexts,
  PROJECT_CATEGORIES,
  PROJECT_VALUE_NAMES,
  whenLoaded,
} from '@portfolio/common';
import { texts } from '@/config/texts';
import { formatMessage, type MessageArgument } from './message-format';
import type { Catalog } from './parse-catalog';

type TextTree = Record<string, unknown>;

/**
 * The English texts a catalog translates, by the catalog's top-level keys: every page's (`texts`, the projects'
 * categories), and the text modules loaded so far (each page's own, and the validation messages the forms share
 * with the API, which register themselves in `localizableTexts` as they load).
 */
export function englishTexts(): TextTree {
  return {
    texts,
    projectCategories: PROJECT_CATEGORIES,
    projectValues: PROJECT_VALUE_NAMES,
    ...localizableTexts,
  };
}

function replaceTexts(english: TextTree, catalog: Catalog, locale: string, undo: (() => void)[]): void {
  for (const [key, message] of Object.entries(catalog)) {
    const original = english[key];
    // A key English does not have is the catalog test's to report: here it is left out.
    if (!Object.hasOwn(english, key)) continue;
    if (isTree(message)) {
      if (typeof original === 'object' && original) replaceTexts(original as TextTree, message, locale, undo);
      continue;
    }
    english[key] =
      typeof original === 'function'
        ? (...args: MessageArgument[]) => formatMessage(message, locale, args)
        : formatMessage(message, locale);
    undo.push(() => {
      english[key] = original;
    });
  }
}

const isTree = (value: unknown): value is Catalog => typeof value === 'object' && !Array.isArray(value);

/** The parts of a catalog as one (a text module's texts may be split between parts). */
export function mergeCatalogs(...parts: Catalog[]): Catalog {
  const merged: Catalog = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const before = merged[key];
      merged[key] = isTree(before) && isTree(value) ? mergeCatalogs(before, value) : value;
    }
  }
  return merged;
}

/** A language's texts in place: more of its catalog can be added (a part that loads later), and all undone. */
export interface InterfaceLanguage {
  add(part: Catalog): void;
  restore(): void;
}

/**
 * Puts a catalog's texts in place of the English ones, in the text modules loaded now and in those that load until
 * it is undone: the owner's wording of the default language's texts, which keeps its dates. More can be added (a
 * part that loads later); the catalog's keys that English lacks are ignored.
 */
export function applyInterfaceTexts(locale: string, ...parts: Catalog[]): InterfaceLanguage {
  const undo: (() => void)[] = [];
  let catalog = mergeCatalogs(...parts);
  replaceTexts(englishTexts(), catalog, locale, undo);
  // A page's text module that loads later (in the browser, as the visitor moves on) gets them as it loads.
  const { translate } = whenLoaded;
  whenLoaded.translate = (name, english) => replaceTexts({ [name]: english }, catalog, locale, undo);
  undo.push(() => {
    whenLoaded.translate = translate;
  });
  return {
    add(part) {
      catalog = mergeCatalogs(catalog, part);
      replaceTexts(englishTexts(), part, locale, undo);
    },
    restore() {
      for (const step of undo.reverse()) step();
    },
  };
}

/** A language's texts (`applyInterfaceTexts`), and its date formats in place of en-GB's. */
export function applyInterfaceLanguage(locale: string, ...parts: Catalog[]): InterfaceLanguage {
  const texts = applyInterfaceTexts(locale, ...parts);
  const undo: (() => void)[] = [];
  const { format, locale: localeBefore } = localDates;
  localDates.locale = locale;
  const dates = new Map<string, Intl.DateTimeFormat>();
  localDates.format = (date, dateStyle) => {
    let dateFormat = dates.get(dateStyle);
    if (!dateFormat) {
      dateFormat = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' });
      dates.set(dateStyle, dateFormat);
    }
    return dateFormat.format(date);
  };
  undo.push(() => {
    localDates.format = format;
    localDates.locale = localeBefore;
  });
  return {
    add: texts.add,
    restore() {
      for (const step of undo.reverse()) step();
      texts.restore();
    },
  };
}
