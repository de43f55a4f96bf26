import type { LanguageCode } from './language-names';

/**
 * The owner's own words in other languages. The default language's text stays in its record (the site content, a
 * project, a post); a translation holds, for one record and one language, the fields translated so far and, for each,
 * a fingerprint of the default text it was translated from: when that text changes, the field is stale.
 */
export const TRANSLATION_KINDS = ['site', 'project', 'post'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** The id of the site content's record among translations: there is one. */
export const SITE_RECORD_ID = 'content';
/** What the owner's dashboard calls the site content's record (projects and posts go by their titles). */
export const SITE_RECORD_LABEL = 'Site content';

/**
 * The fields of each kind that are translated, as dotted paths into the record. A field is a text or a list of texts
 * (the about paragraphs, the skills' names, a post's tags). Names, addresses, dates and numbers stay as they are.
 */
export const TRANSLATABLE_FIELDS = {
  site: [
    'role',
    'heroTitle',
    'heroText',
    'photo.alt',
    'aboutSummary',
    'about',
    'contact.location',
    'skills',
    'services.webDevelopment',
    'services.appDevelopment',
    'education.diploma.department',
    'education.diploma.college',
    'education.diploma.board',
    'education.ssc.group',
    'education.ssc.school',
    'education.ssc.board',
    'education.ssc.result',
  ],
  project: ['title', 'description', 'purpose'],
  post: ['title', 'summary', 'body', 'tags'],
} as const satisfies Record<TranslationKind, readonly string[]>;

export type TranslatableField<K extends TranslationKind = TranslationKind> =
  (typeof TRANSLATABLE_FIELDS)[K][number];
export type TranslatedValue = string | string[];
export type TranslatedFields = Record<string, TranslatedValue>;

/** One record's translation into one language, as stored (`translations/{kind}~{id}~{language}`). */
export interface Translation {
  kind: TranslationKind;
  id: string;
  language: LanguageCode;
  fields: TranslatedFields;
  /** For each translated field, the fingerprint of the default text it was translated from. */
  sources: Record<string, string>;
  /** A draft translation (false) is never public: its language's pages show the default text instead. */
  published: boolean;
  updatedAt: string;
  updatedBy: string;
  /** A post's translated body, rendered as its page shows it. */
  rendered?: RenderedTranslation;
}

/** What the owner sends to save a translation: `PUT /api/translations/{kind}/{id}/{language}`. */
export interface TranslationInput {
  fields: TranslatedFields;
  published: boolean;
}

export function translationDocId(kind: TranslationKind, id: string, language: string): string {
  return `${kind}~${id}~${language}`;
}

/** The value at a dotted path of a record: a text, a list of texts (skills give their names), or undefined. */
export function translatableValue(record: unknown, field: string): TranslatedValue | undefined {
  let value: unknown = record;
  for (const key of field.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value.map((item: unknown) =>
      typeof item === 'string' ? item : String((item as { name?: unknown } | null)?.name ?? ''),
    );
  }
  return undefined;
}

/** The default-language texts of a record's translatable fields. */
export function sourceFields(kind: TranslationKind, record: unknown): TranslatedFields {
  const fields: TranslatedFields = {};
  for (const field of TRANSLATABLE_FIELDS[kind]) {
    const value = translatableValue(record, field);
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

/**
 * A short fingerprint of a default text (FNV-1a, 32 bits, over its JSON): equal texts give equal fingerprints, and
 * a change is noticed but for a one in four billion chance, enough to mark a translation as older than its text.
 */
export function textFingerprint(value: TranslatedValue): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Where one record stands in one language. */
export type TranslationState = 'complete' | 'stale' | 'missing' | 'draft';

export interface FieldState {
  field: string;
  state: 'translated' | 'stale' | 'missing';
}

/** Each translatable field of a record: translated from its current text, from an older one, or not at all. */
export function fieldStates(source: TranslatedFields, translation: Translation | undefined): FieldState[] {
  return Object.entries(source)
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value.trim() !== ''))
    .map(([field, value]) => {
      const translated = translation?.fields[field];
      if (translated === undefined || (typeof translated === 'string' && translated.trim() === '')) {
        return { field, state: 'missing' };
      }
      return {
        field,
        state: translation?.sources[field] === textFingerprint(value) ? 'translated' : 'stale',
      };
    });
}

/**
 * A record's state in a language: stale if any field was translated from an older text, missing if any is not
 * translated, a draft if all are but it is not published yet, complete otherwise.
 */
export function translationState(
  source: TranslatedFields,
  translation: Translation | undefined,
): TranslationState {
  const states = fieldStates(source, translation);
  if (states.some(({ state }) => state === 'stale')) return 'stale';
  if (states.some(({ state }) => state === 'missing')) return 'missing';
  return translation?.published ? 'complete' : 'draft';
}

/** A post's translated body as its page shows it, rendered by the API when the translation is saved. */
export interface RenderedTranslation {
  html: string;
  headings: { id: string; text: string; level: number }[];
}

/**
 * What a record shown in another language carries besides its fields: the fields left in the default language, and
 * which language that is, so that their elements say so (`lang`) to screen readers and search engines.
 */
export interface LocalizedMarks {
  untranslated?: string[];
  untranslatedLanguage?: string;
}

function withValueAt(record: unknown, path: string[], value: TranslatedValue): unknown {
  const [key, ...rest] = path;
  if (key === undefined || !record || typeof record !== 'object') return record;
  const current = (record as Record<string, unknown>)[key];
  let next: unknown;
  if (rest.length > 0) next = withValueAt(current, rest, value);
  else if (
    Array.isArray(current) &&
    Array.isArray(value) &&
    current.some((item) => typeof item === 'object')
  ) {
    // A list of records known by their names (the skills): each keeps its other fields.
    next = current.map((item: unknown, index) => ({ ...(item as object), name: value[index] ?? '' }));
  } else next = value;
  return { ...(record as object), [key]: next };
}

/**
 * A record as a language's pages show it: each field a published translation holds in the default text's place,
 * the others listed as untranslated. Without a published translation, every field is listed.
 */
export function localizedRecord<T extends object>(
  kind: TranslationKind,
  record: T,
  translation: Translation | undefined,
  defaultLanguage: string,
): T & LocalizedMarks {
  const source = sourceFields(kind, record);
  let localized: unknown = record;
  const untranslated: string[] = [];
  for (const [field, value] of Object.entries(source)) {
    const translated = translation?.published ? translation.fields[field] : undefined;
    const usable = Array.isArray(translated)
      ? Array.isArray(value) && translated.length === value.length
      : typeof translated === 'string' && translated.trim() !== '';
    if (usable && translated !== undefined) localized = withValueAt(localized, field.split('.'), translated);
    else if (Array.isArray(value) ? value.length > 0 : value !== '') untranslated.push(field);
  }
  const marks: LocalizedMarks =
    untranslated.length > 0 ? { untranslated, untranslatedLanguage: defaultLanguage } : {};
  return { ...(localized as T), ...marks };
}

/** The `lang` a field's element carries on another language's page when it shows the default text; else none. */
export function untranslatedLanguage(record: object | undefined, field: string): string | undefined {
  const marks = record as LocalizedMarks | undefined;
  return marks?.untranslated?.includes(field) ? marks.untranslatedLanguage : undefined;
}

/**
 * The attributes of an element showing a field: on another language's page, a field left in the default language
 * says which (`lang`) and takes its direction from its own text (`dir="auto"`: English in an Arabic page keeps its
 * full stop at its end); otherwise none.
 */
export function untranslatedText(record: object | undefined, field: string): { lang?: string; dir?: 'auto' } {
  const lang = untranslatedLanguage(record, field);
  return lang ? { lang, dir: 'auto' } : {};
}
