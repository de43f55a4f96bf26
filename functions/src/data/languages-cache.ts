import {
  COLLECTIONS,
  type InterfaceTextOverrides,
  type SiteLanguages,
  type Translation,
} from '@portfolio/common';
import { db } from '../core/firebase';
import { listenedCache } from './listened-cache';
import { readInterfaceTexts } from './interface-texts';
import { readPublishedTranslations, readSiteLanguages } from './translations';

/**
 * The site's languages, the published translations and the owner's wording of the interface, kept in memory by each instance as the posts' and projects'
 * public reads are: every page the function renders asks for the languages, and every page or read in another
 * language for its translations. This instance's own saves drop them at once (routes/translations.ts).
 */
const languagesCache = listenedCache('site languages', () => db.collection(COLLECTIONS.site), {
  maxEntries: 1,
});
const translationsCache = listenedCache(
  'translations',
  () => db.collection(COLLECTIONS.translations).where('published', '==', true),
  // One entry per language the site may have.
  { maxEntries: 32 },
);

const interfaceTextsCache = listenedCache(
  'interface texts',
  () => db.collection(COLLECTIONS.interfaceTexts),
  {
    maxEntries: 32,
  },
);

export const cachedSiteLanguages = (): Promise<SiteLanguages> =>
  languagesCache.read('languages', readSiteLanguages);

export const cachedPublishedTranslations = (language: string): Promise<Translation[]> =>
  translationsCache.read(language, () => readPublishedTranslations([language]));

/** The owner's wording of the interface's texts in `language`, for the pages the function renders in it. */
export const cachedInterfaceTexts = (language: string): Promise<InterfaceTextOverrides> =>
  interfaceTextsCache.read(language, () => readInterfaceTexts(language));

export function forgetCachedLanguages(): void {
  languagesCache.forget();
  translationsCache.forget();
  interfaceTextsCache.forget();
}
