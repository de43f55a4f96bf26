/**
 * The interface's text modules that load apart (the web's `about-texts.ts`, `writing-texts.ts`…, the validation
 * messages), by name: each registers itself as it loads, and a page in another language puts its language's texts
 * in them (the web's `i18n/interface-texts.ts`), whether they loaded before the language's catalog or after it.
 * Kept tiny: the chunks of English pages carry it too. On the API it only keeps the English objects.
 */
export const localizableTexts: Record<string, object> = {};

/**
 * What a loaded page language does to a text module that loads after it, and how it takes a part of its catalog that
 * loads later (the dashboard's, when the app comes to the dashboard from another page).
 */
export const whenLoaded: {
  translate?: (name: string, texts: object) => void;
  addPart?(part: object): void;
} = {};

export function localizable<T extends object>(name: string, texts: T): T {
  localizableTexts[name] = texts;
  whenLoaded.translate?.(name, texts);
  return texts;
}

/**
 * The dates of a page in another language than English, as that language writes them (the web's
 * `lib/calendar-date.ts` reads it), and its locale, which the dashboard's and the account pages' dates and numbers
 * follow (the web's `lib/local-format.ts`); unset, English's forms. Here rather than beside them so that a page's
 * language does not load the date module with it.
 */
export const localDates: {
  format?: (date: Date, dateStyle: 'medium' | 'long') => string;
  locale?: string;
} = {};
