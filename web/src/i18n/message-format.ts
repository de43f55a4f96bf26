// Formats the catalogs' ICU messages, parsed at build time (`parse-catalog.ts`), with the platform's Intl.
//
// Why not `intl-messageformat` at run time: with its parser it is 10.0 KB gzipped, and even with the parser aliased
// away (`/no-parser`) 2.7 KB, for a page in another language whose first load has the same 110 KB budget as `/`.
// The messages are parsed once, at build time, by FormatJS's own parser (`@formatjs/icu-messageformat-parser`, MIT),
// so the browser gets its syntax tree and this formatter of it, under 1 KB: the parts the interface's texts use
// (arguments, numbers, dates, select, plural with `#`, `=n` and offsets), over Intl.PluralRules, NumberFormat and
// DateTimeFormat. Every message is parsed with its tags as text, so those are all the parts there are.
import type {
  DateElement,
  MessageFormatElement,
  NumberElement,
  PluralElement,
  TimeElement,
} from '@formatjs/icu-messageformat-parser';

/** A message as the catalogs hold it: parsed, or a plain text (a message without arguments stays a string). */
export type ParsedMessage = string | MessageFormatElement[];
/** A message's positional arguments (`{0}`, `{1}`…): the English text function's parameters, in order. */
export type MessageArgument = string | number | Date;

// The parser's element types (its `TYPE` enum, whose import would bring the parser's module into the bundle).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const POUND = 7;

/** Intl's formatters take time to make (each loads its locale's data): one of each per locale and options. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

function numberFormat(locale: string, style: NumberElement['style'] = null): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions =
    style === 'percent'
      ? { style: 'percent' }
      : style === 'integer'
        ? { maximumFractionDigits: 0 }
        : typeof style === 'object' && style
          ? (style.parsedOptions as Intl.NumberFormatOptions)
          : {};
  return formatter(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** Dates in UTC, so that the server's page and the browser's hydration of it show the same day. */
function dateTimeFormat(locale: string, element: DateElement | TimeElement): Intl.DateTimeFormat {
  const { style } = element;
  const named = typeof style === 'string' ? (style as Intl.DateTimeFormatOptions['dateStyle']) : 'medium';
  const options: Intl.DateTimeFormatOptions =
    typeof style === 'object' && style
      ? style.parsedOptions
      : element.type === DATE
        ? { dateStyle: named }
        : { timeStyle: named };
  const withZone = { ...options, timeZone: 'UTC' };
  return formatter(
    `d ${locale} ${JSON.stringify(withZone)}`,
    () => new Intl.DateTimeFormat(locale, withZone),
  );
}

function argumentOf(args: readonly MessageArgument[], name: string): MessageArgument {
  const value = args[Number(name)];
  if (value === undefined) throw new Error(`The message has no argument {${name}}`);
  return value;
}

function formatElements(
  elements: readonly MessageFormatElement[],
  locale: string,
  args: readonly MessageArgument[],
  pound?: number,
): string {
  let text = '';
  for (const element of elements) {
    if (element.type === LITERAL) text += element.value;
    else if (element.type === POUND) text += numberFormat(locale).format(pound ?? 0);
    else {
      const value = argumentOf(args, element.value);
      if (element.type === ARGUMENT) text += String(value);
      else if (element.type === NUMBER) text += numberFormat(locale, element.style).format(Number(value));
      else if (element.type === DATE || element.type === TIME)
        text += dateTimeFormat(locale, element).format(new Date(value));
      else if (element.type === SELECT) {
        const option = element.options[String(value)] ?? element.options.other;
        text += formatElements(option?.value ?? [], locale, args, pound);
      } else {
        // A plural: the only part left, as messages are parsed with tags as text (`ignoreTag`).
        const plural = element as PluralElement;
        const count = Number(value);
        const rules = formatter(
          `p ${locale} ${plural.pluralType}`,
          () => new Intl.PluralRules(locale, { type: plural.pluralType }),
        );
        const option =
          plural.options[`=${count}`] ??
          plural.options[rules.select(count - plural.offset)] ??
          plural.options.other;
        text += formatElements(option?.value ?? [], locale, args, count - plural.offset);
      }
    }
  }
  return text;
}

/** The message in `locale` with its positional arguments: `{0}`, `{0, number}`, `{0, plural, one {# …} other {…}}`. */
export function formatMessage(
  message: ParsedMessage,
  locale: string,
  args: readonly MessageArgument[] = [],
): string {
  return typeof message === 'string' ? message : formatElements(message, locale, args);
}
