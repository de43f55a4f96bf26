import { languageOfPath, type PublicReads } from '@portfolio/common';
import { AS_STORED, translatorIn, type Translator } from './localized-content';
import type { PageLanguage } from './language-head';
import { cachedPublishedTranslations, cachedSiteLanguages } from '../data/languages-cache';

/** The language of a requested path, and the page's path without its prefix. */
export async function pageLanguageOf(pathname: string): Promise<PageLanguage> {
  const languages = await cachedSiteLanguages();
  return { languages, ...languageOfPath(pathname, languages) };
}

/** The reads of a page through `translator`: each record as the page's language shows it. */
function readsInLanguage(reads: PublicReads, translator: Translator): PublicReads {
  if (translator === AS_STORED) return reads;
  return {
    site: async () => translator.site(await reads.site()),
    bestProjects: async () => (await reads.bestProjects()).map(translator.project),
    categoryProjects: async (category) => (await reads.categoryProjects(category)).map(translator.project),
    project: async (id) => {
      const found = await reads.project(id);
      return found && translator.project(found);
    },
    posts: async () => (await reads.posts()).map(translator.post),
    post: async (slug) => {
      const found = await reads.post(slug);
      return found && translator.wholePost(found);
    },
    wholePosts: async () => (await reads.wholePosts()).map(translator.wholePost),
  };
}

/** The reads of the page at `page`, in its language. */
export async function readsForPage(reads: PublicReads, page: PageLanguage): Promise<PublicReads> {
  const { languages, language } = page;
  if (language === languages.default) return reads;
  const translations = await cachedPublishedTranslations(language);
  return readsInLanguage(reads, translatorIn(translations, language, languages.default));
}
