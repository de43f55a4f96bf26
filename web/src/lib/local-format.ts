import { localDates } from '@portfolio/common';

/** The locale of the spec's dates and numbers ("6 Jan 2025, 14:05", "1,220"), an English page's. */
const ENGLISH_LOCALE = 'en-GB';

/** A format made once per locale, for the page's language at the moment it is used. */
function perLocale<F>(make: (locale: string) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const locale = localDates.locale ?? ENGLISH_LOCALE;
    let format = made.get(locale);
    if (!format) {
      format = make(locale);
      made.set(locale, format);
    }
    return format;
  };
}

/**
 * A date format in the page's language: en-GB's on an English page, the page's own in another (its digits too). The
 * language is read at each use, since the dashboard's modules load before a language is applied.
 */
export function localDateFormat(options: Intl.DateTimeFormatOptions): { format(date: Date): string } {
  const current = perLocale((locale) => new Intl.DateTimeFormat(locale, options));
  return { format: (date) => current().format(date) };
}

/** A number format in the page's language, as `localDateFormat` chooses it. */
export function localNumberFormat(options: Intl.NumberFormatOptions = {}): { format(value: number): string } {
  const current = perLocale((locale) => new Intl.NumberFormat(locale, options));
  return { format: (value) => current().format(value) };
}

/** A count or a figure, grouped ("1,220" on an English page, "১,২২০" on a Bengali one). */
const countFormat = localNumberFormat();
export const formatCount = (count: number) => countFormat.format(count);

/** A day, and a day with its time ("6 Jan 2025", "6 Jan 2025, 14:05" on an English page). */
export const dayFormat = localDateFormat({ dateStyle: 'medium' });
export const dayAndTimeFormat = localDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
