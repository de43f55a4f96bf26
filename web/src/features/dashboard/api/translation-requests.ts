import type {
  FieldState,
  LanguageCode,
  SiteLanguages,
  TranslatedFields,
  Translation,
  TranslationInput,
  TranslationKind,
  TranslationState,
} from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';
import { publicationRequested } from '@/features/dashboard/publication/publication-watch';

/** One record's row of the status: where it stands in each other language. */
export interface TranslationStatusRecord {
  kind: TranslationKind;
  id: string;
  label: string;
  published: boolean;
  states: Partial<Record<LanguageCode, TranslationState>>;
}

export interface TranslationStatus {
  languages: SiteLanguages;
  records: TranslationStatusRecord[];
}

/** A record's translation into one language, beside its default texts. */
export interface TranslationEdit {
  source: TranslatedFields;
  translation: Translation | null;
  fields: FieldState[];
  state: TranslationState;
}

/** GET /translations: the languages and every record's state in each. */
export function loadTranslationStatus(): Promise<TranslationStatus> {
  return apiRequest('/translations');
}

/** PUT /languages: the other languages, in the switcher's order. */
export async function saveOtherLanguages(others: LanguageCode[]): Promise<SiteLanguages> {
  const saved = await apiRequest<SiteLanguages>('/languages', { method: 'PUT', json: { others } });
  publicationRequested();
  return saved;
}

const translationPath = (kind: string, id: string, language: string) =>
  `/translations/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/${encodeURIComponent(language)}`;

export function loadTranslation(kind: string, id: string, language: string): Promise<TranslationEdit> {
  return apiRequest(translationPath(kind, id, language));
}

/** PUT /translations/{kind}/{id}/{language}: the fields translated so far, published or a draft. */
export async function saveTranslation(
  kind: string,
  id: string,
  language: string,
  input: TranslationInput,
): Promise<Omit<TranslationEdit, 'source'>> {
  const saved = await apiRequest<Omit<TranslationEdit, 'source'>>(translationPath(kind, id, language), {
    method: 'PUT',
    json: input,
  });
  if (input.published || saved.translation?.published) publicationRequested();
  return saved;
}
