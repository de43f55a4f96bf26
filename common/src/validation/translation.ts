import { reach, ValidationError, type AnySchema } from 'yup';
import { isLanguageCode, KNOWN_LANGUAGES } from '../language-names';
import { MAX_OTHER_LANGUAGES, type SiteLanguages } from '../languages';
import {
  TRANSLATABLE_FIELDS,
  type TranslatedFields,
  type TranslationInput,
  type TranslationKind,
} from '../translations';
import type { FieldErrors, Validation } from './validate';
import { VALIDATION_MESSAGES as M } from './messages';
import { postSchema } from './post';
import { projectFieldsSchema } from './project';
import { siteContentSchema } from './site-content';

/** The messages of a refused language list or translation, besides each field's own (its kind's validation). */
export const TRANSLATION_MESSAGES = {
  languagesBody: 'Send { "others": ["bn", …] }: the languages besides the default one',
  unknownLanguage: (code: string) => `Unknown language: ${code}`,
  defaultLanguage: (name: string) => `${name} is the default language, not another one`,
  duplicateLanguage: (name: string) => `${name} is listed twice`,
  tooManyLanguages: M.tooMany('other languages', MAX_OTHER_LANGUAGES),
  languageNotOnSite: 'Add this language to the site first: it is not one of its languages',
  translationBody: 'Send { "fields": { … }, "published": true or false }',
  notTranslatable: 'This field is not translated for this kind of record',
  notText: 'This field is a text',
  notList: 'This field is a list of texts, one item per line',
  listLength: (count: number) => `Give as many items as the default text has: ${count}`,
} as const;
const T = TRANSLATION_MESSAGES;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `PUT /api/languages` body checked against the default language: the other languages, or why not. */
export function validateOtherLanguages(
  input: unknown,
  defaultLanguage: SiteLanguages['default'],
): Validation<SiteLanguages['others']> {
  const others = isPlainObject(input) && Object.keys(input).length === 1 ? input.others : undefined;
  if (!Array.isArray(others)) return { ok: false, fields: { others: T.languagesBody } };
  const seen = new Set<string>();
  for (const code of others) {
    if (!isLanguageCode(code)) return { ok: false, fields: { others: T.unknownLanguage(String(code)) } };
    const name = KNOWN_LANGUAGES[code];
    if (code === defaultLanguage) return { ok: false, fields: { others: T.defaultLanguage(name) } };
    if (seen.has(code)) return { ok: false, fields: { others: T.duplicateLanguage(name) } };
    seen.add(code);
  }
  if (others.length > MAX_OTHER_LANGUAGES) return { ok: false, fields: { others: T.tooManyLanguages } };
  return { ok: true, value: others as SiteLanguages['others'] };
}

/** Each kind's own validation, which a translated field passes as its default text does. */
const KIND_SCHEMAS = { site: siteContentSchema, project: projectFieldsSchema, post: postSchema };

/** The schema of one text of a field: the field's own, or each item's of a list (a skill's name). */
function textSchemaOf(kind: TranslationKind, field: string, isList: boolean): AnySchema {
  const path = !isList ? field : field === 'skills' ? 'skills[0].name' : `${field}[0]`;
  return reach(KIND_SCHEMAS[kind], path) as AnySchema;
}

async function checkedText(schema: AnySchema, value: string): Promise<string | { error: string }> {
  try {
    return (await schema.validate(value)) as string;
  } catch (error) {
    if (error instanceof ValidationError) return { error: error.message };
    throw error;
  }
}

/**
 * A translation as `PUT /api/translations/{kind}/{id}/{language}` takes it: only the kind's translatable fields,
 * each a text where the default text is one and a list as long as its list where it is a list, every text passing
 * its kind's own validation (required, length, characters). Answers the texts as stored (trimmed).
 */
export async function validateTranslationInput(
  kind: TranslationKind,
  input: unknown,
  source: TranslatedFields,
): Promise<Validation<TranslationInput>> {
  const keys = isPlainObject(input) ? Object.keys(input).sort().join() : '';
  if (!isPlainObject(input) || keys !== 'fields,published' || typeof input.published !== 'boolean')
    return { ok: false, fields: { _: T.translationBody } };
  if (!isPlainObject(input.fields)) return { ok: false, fields: { fields: T.translationBody } };
  // Without a prototype, so that a field named `__proto__` is refused like any other unknown one.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const fields: TranslatedFields = {};
  for (const [field, value] of Object.entries(input.fields)) {
    const original = source[field];
    if (!(TRANSLATABLE_FIELDS[kind] as readonly string[]).includes(field) || original === undefined) {
      errors[field] = T.notTranslatable;
      continue;
    }
    if (
      Array.isArray(original) !== Array.isArray(value) ||
      (!Array.isArray(value) && typeof value !== 'string')
    ) {
      errors[field] = Array.isArray(original) ? T.notList : T.notText;
      continue;
    }
    if (Array.isArray(value) && value.length !== original.length) {
      errors[field] = T.listLength(original.length);
      continue;
    }
    const schema = textSchemaOf(kind, field, Array.isArray(original));
    const texts = Array.isArray(value) ? value : [value];
    const checked = await Promise.all(
      texts.map((text) => (typeof text === 'string' ? checkedText(schema, text) : { error: T.notText })),
    );
    const problem = checked.find((text) => typeof text !== 'string');
    if (problem) errors[field] = problem.error;
    else fields[field] = Array.isArray(value) ? (checked as string[]) : (checked[0] as string);
  }
  if (Object.keys(errors).length) return { ok: false, fields: errors };
  return { ok: true, value: { fields, published: input.published } };
}
