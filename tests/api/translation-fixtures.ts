// The translations API tests' helpers: the stored languages and translations, the owner's saves, the publications.
import {
  COLLECTIONS,
  PUBLICATION_STATE_DOC,
  SITE_LANGUAGES_DOC,
  translationDocId,
  type TranslationKind,
} from '@portfolio/common';
import { api } from './api-client';
import { db } from './backend';

export const languagesDoc = () => db.collection(COLLECTIONS.site).doc(SITE_LANGUAGES_DOC);

export const translationDoc = (kind: TranslationKind, id: string, language: string) =>
  db.collection(COLLECTIONS.translations).doc(translationDocId(kind, id, language));

export const putLanguages = (json: unknown, headers: Record<string, string>) =>
  api('/languages', { method: 'PUT', headers, json });

export const translationPath = (kind: string, id: string, language: string) =>
  `/translations/${kind}/${id}/${language}`;

export const putTranslation = (path: string, json: unknown, headers: Record<string, string>) =>
  api(path, { method: 'PUT', headers, json });

/** How many publications were asked for so far. */
export async function publicationsRequested(): Promise<number> {
  const state = await db.collection(COLLECTIONS.publication).doc(PUBLICATION_STATE_DOC).get();
  return (state.get('requested') as number | undefined) ?? 0;
}
