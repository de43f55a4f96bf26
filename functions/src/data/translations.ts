import {
  COLLECTIONS,
  DEFAULT_SITE_LANGUAGES,
  isLanguageCode,
  SITE_LANGUAGES_DOC,
  translationDocId,
  type SiteLanguages,
  type Translation,
  type TranslationKind,
} from '@portfolio/common';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';

/** Earlier saves of a translation kept for the owner's history, per translation: as many as a post keeps. */
export const TRANSLATION_VERSIONS_KEPT = 20;

const languagesDoc = () => db.collection(COLLECTIONS.site).doc(SITE_LANGUAGES_DOC);
const translationsCollection = () => db.collection(COLLECTIONS.translations);
/** The subcollection of a translation's earlier saves: `translations/{docId}/versions`, as a post's. */
export const TRANSLATION_VERSIONS = COLLECTIONS.postVersions;
const versionsCollection = (docId: string) =>
  translationsCollection().doc(docId).collection(TRANSLATION_VERSIONS);

/** The site's languages as stored; the defaults until the owner first saves them. */
export async function readSiteLanguages(): Promise<SiteLanguages> {
  const data = (await languagesDoc().get()).data() as Partial<SiteLanguages> | undefined;
  if (!data || !isLanguageCode(data.default) || !Array.isArray(data.others)) return DEFAULT_SITE_LANGUAGES;
  const fallback = data.default;
  return {
    default: fallback,
    others: data.others.filter((language) => isLanguageCode(language) && language !== fallback),
  };
}

/** Every published translation into one of `languages` (a draft is never public). */
export async function readPublishedTranslations(languages: readonly string[]): Promise<Translation[]> {
  if (languages.length === 0) return [];
  // Equality filters only: Firestore answers them from its single-field indexes, no composite index needed; an
  // `in` filter takes at most 30 values (Firestore's query limits), and a site has at most MAX_OTHER_LANGUAGES.
  const snapshot = await translationsCollection()
    .where('published', '==', true)
    .where('language', 'in', languages.slice(0, 30))
    .get();
  return snapshot.docs.map((doc) => doc.data() as Translation);
}

/** Stores the site's languages; the translations of a removed language stay, for when it comes back. */
export async function saveSiteLanguages(languages: SiteLanguages): Promise<void> {
  await languagesDoc().set({ default: languages.default, others: languages.others });
}

export async function findTranslation(
  kind: TranslationKind,
  id: string,
  language: string,
): Promise<Translation | undefined> {
  const snapshot = await translationsCollection()
    .doc(translationDocId(kind, id, language))
    .get();
  return snapshot.data() as Translation | undefined;
}

/** Every stored translation, by its document id (`{kind}~{id}~{language}`). */
export async function allTranslations(): Promise<Map<string, Translation>> {
  const snapshot = await translationsCollection().get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data() as Translation]));
}

/**
 * Stores a translation in one transaction, keeping the one it replaces as a version; answers the one replaced
 * (undefined for a first save).
 */
export async function saveTranslation(translation: Translation): Promise<Translation | undefined> {
  const docId = translationDocId(translation.kind, translation.id, translation.language);
  const replaced = await db.runTransaction(async (transaction) => {
    const ref = translationsCollection().doc(docId);
    const current = (await transaction.get(ref)).data() as Translation | undefined;
    if (current) {
      transaction.create(versionsCollection(docId).doc(), {
        translation: current,
        savedAt: Timestamp.now(),
        savedBy: translation.updatedBy,
      });
    }
    transaction.set(ref, translation);
    return current;
  });
  await pruneTranslationVersions(docId);
  return replaced;
}

/** Removes the versions of a translation beyond the newest TRANSLATION_VERSIONS_KEPT. */
async function pruneTranslationVersions(docId: string): Promise<void> {
  const old = await versionsCollection(docId)
    .orderBy('savedAt', 'desc')
    .offset(TRANSLATION_VERSIONS_KEPT)
    .get();
  if (old.empty) return;
  const batch = db.batch();
  for (const doc of old.docs) batch.delete(doc.ref);
  await batch.commit();
}
