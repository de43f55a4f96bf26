import {
  COLLECTIONS,
  DEFAULT_SITE_LANGUAGES,
  isLanguageCode,
  SITE_LANGUAGES_DOC,
  type SiteLanguages,
  type Translation,
} from '@portfolio/common';
import { db } from '../core/firebase';

/** The site's languages as the owner set them; a site that never set any has its default language only. */
export async function readSiteLanguages(): Promise<SiteLanguages> {
  const stored = (await db.collection(COLLECTIONS.site).doc(SITE_LANGUAGES_DOC).get()).data() as
    Partial<SiteLanguages> | undefined;
  if (!stored || !isLanguageCode(stored.default)) return DEFAULT_SITE_LANGUAGES;
  const others = (stored.others ?? []).filter(
    (language) => isLanguageCode(language) && language !== stored.default,
  );
  return { default: stored.default, others };
}

/** Every published translation into one of `languages` (a draft is never public). */
export async function readPublishedTranslations(languages: readonly string[]): Promise<Translation[]> {
  if (languages.length === 0) return [];
  // Equality filters only: Firestore answers them from its single-field indexes, no composite index needed.
  const snapshot = await db
    .collection(COLLECTIONS.translations)
    .where('published', '==', true)
    .where('language', 'in', languages.slice(0, 30))
    .get();
  return snapshot.docs.map((doc) => doc.data() as Translation);
}
