// The interface's texts in a language: the English text modules stay the source of truth, and a language's catalog
// replaces their values in place (a function-valued text by a function formatting its message), so the components
// read `texts.header.home` as they always did. Applied once in the browser before the app renders, and on the server
// around one synchronous render (`render-in-language.ts`), then undone.
import { VALIDATION_MESSAGES } from '@portfolio/common';
import { aboutTexts } from '@/config/about-texts';
import { accountTexts } from '@/config/account-texts';
import { contactTexts } from '@/config/contact-texts';
import { projectFilterTexts } from '@/config/project-filter-texts';
import { projectListTexts } from '@/config/project-list-texts';
import { projectPageTexts } from '@/config/project-page-texts';
import { projectTexts } from '@/config/project-texts';
import { searchTexts } from '@/config/search-texts';
import { texts } from '@/config/texts';
import { writingTexts } from '@/config/writing-texts';
import { calendarDates } from '@/lib/calendar-date';
import { formatMessage, type MessageArgument } from './message-format';
import type { Catalog } from './parse-catalog';

/** The English text modules a catalog translates, by the catalog's top-level keys. */
export const ENGLISH_TEXTS = {
  texts,
  about: aboutTexts,
  account: accountTexts,
  contact: contactTexts,
  projectFilter: projectFilterTexts,
  projectList: projectListTexts,
  projectPage: projectPageTexts,
  project: projectTexts,
  search: searchTexts,
  writing: writingTexts,
  validation: VALIDATION_MESSAGES,
} as const;

type TextTree = Record<string, unknown>;

function replaceTexts(english: TextTree, catalog: Catalog, locale: string, undo: (() => void)[]): void {
  for (const [key, message] of Object.entries(catalog)) {
    const original = english[key];
    // A key English does not have is the catalog test's to report: here it is left out.
    if (!Object.hasOwn(english, key)) continue;
    if (typeof message === 'object' && !Array.isArray(message)) {
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

/**
 * Puts the catalog's texts in place of the English ones, and the language's date formats in place of en-GB's.
 * Returns what undoes it all; the catalog's keys that English lacks are ignored.
 */
export function applyInterfaceLanguage(locale: string, catalog: Catalog): () => void {
  const undo: (() => void)[] = [];
  replaceTexts(ENGLISH_TEXTS as unknown as TextTree, catalog, locale, undo);
  const { format } = calendarDates;
  const dates = new Map<string, Intl.DateTimeFormat>();
  calendarDates.format = (date, dateStyle) => {
    let dateFormat = dates.get(dateStyle);
    if (!dateFormat) {
      dateFormat = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' });
      dates.set(dateStyle, dateFormat);
    }
    return dateFormat.format(date);
  };
  undo.push(() => {
    calendarDates.format = format;
  });
  return () => {
    for (const step of undo.reverse()) step();
  };
}
