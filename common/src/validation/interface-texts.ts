import { isReservedFieldName, storedTextProblem } from './input-guard';
import { VALIDATION_MESSAGES as M } from './messages';
import { hasControlCharacters, looksBlank } from './patterns';
import type { FieldErrors, Validation } from './validate';

/**
 * The owner's own wording of the interface's texts in one language (menus, buttons, labels, messages), over the
 * product's catalog: a text's key, its path among the interface's texts (`texts.header.home`), and its ICU message
 * (`{0}`, `{1}`… the values it shows, as the text's English has them). A text without one keeps the catalog's.
 */
export type InterfaceTextOverrides = Record<string, string>;

/** One interface text as the dashboard lists it: its key, its English, and how many values it shows. */
export interface InterfaceTextEntry {
  key: string;
  /** The English text; one that shows values has them as `{0}`, `{1}`…. */
  english: string;
  /** The language's catalog text, when the language has a catalog with it. */
  catalog?: string;
  arguments: number;
}

/** `GET /api/interface-texts/{language}`: every text of the interface, and the owner's overrides in the language. */
export interface InterfaceTexts {
  language: string;
  texts: InterfaceTextEntry[];
  overrides: InterfaceTextOverrides;
}

export const INTERFACE_TEXT_LIMITS = {
  /** A text's length: the longest of the interface's own is under 200 characters. */
  message: 500,
  /** Overrides a language holds: more than the interface has texts. */
  overrides: 1000,
} as const;

export const INTERFACE_TEXT_MESSAGES = {
  body: 'Send { "overrides": { "texts.header.home": "…", … } }',
  tooMany: M.tooMany('overridden texts', INTERFACE_TEXT_LIMITS.overrides),
  unknownKey: 'The interface has no text with this key',
  notText: 'Write the text as text',
  empty: 'Write the text, or remove the override to keep the catalog’s',
  tooLong: M.tooLong('A text', INTERFACE_TEXT_LIMITS.message),
  controlCharacters: M.controlCharacters('The text'),
  notMessage:
    'Write the text as an ICU message: braces pair up, and {0}, {1}… stand for the values the text shows',
  noArguments: 'This text shows no values: leave out {0} and the like',
  wrongArgument: (count: number) =>
    count === 1 ? 'This text shows one value: {0}' : `This text shows ${count} values: {0} to {${count - 1}}`,
} as const;
const T = INTERFACE_TEXT_MESSAGES;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A `PUT /api/interface-texts/{language}` body's shape: `{ overrides }`, each a non-blank storable text of at most
 * INTERFACE_TEXT_LIMITS.message characters on a single line, at most INTERFACE_TEXT_LIMITS.overrides of them. Whether
 * each key is a text of the interface, and its message one it can show, is `messageProblem`'s to say (the
 * interface's texts are the web app's). Errors are keyed by the text's key.
 */
export function validateOverridesShape(input: unknown): Validation<InterfaceTextOverrides> {
  if (!isPlainObject(input) || Object.keys(input).join() !== 'overrides' || !isPlainObject(input.overrides))
    return { ok: false, fields: { _: T.body } };
  const entries = Object.entries(input.overrides);
  if (entries.length > INTERFACE_TEXT_LIMITS.overrides)
    return { ok: false, fields: { overrides: T.tooMany } };
  // Without a prototype, so that a key named `__proto__` is refused like any other unknown one.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const overrides: InterfaceTextOverrides = Object.create(null) as InterfaceTextOverrides;
  for (const [key, value] of entries) {
    if (isReservedFieldName(key)) errors[key] = T.unknownKey;
    else if (typeof value !== 'string') errors[key] = T.notText;
    else if (looksBlank(value)) errors[key] = T.empty;
    else if (value.length > INTERFACE_TEXT_LIMITS.message) errors[key] = T.tooLong;
    else if (hasControlCharacters(value, { multiline: false })) errors[key] = T.controlCharacters;
    else {
      const problem = storedTextProblem(value, 'The text');
      if (problem) errors[key] = problem;
      else overrides[key] = value.trim();
    }
  }
  if (Object.keys(errors).length) return { ok: false, fields: { ...errors } };
  return { ok: true, value: { ...overrides } };
}
