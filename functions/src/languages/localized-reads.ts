import {
  languageOfPath,
  localizedRecord,
  SITE_RECORD_ID,
  type PublicReads,
  type Translation,
} from '@portfolio/common';
import { localizedPost, translationsOf } from './localized-content';
import type { PageLanguage } from './language-head';
import { readPublishedTranslations, readSiteLanguages } from '../data/translations';

/** The language of a requested path, and the page's path without its prefix. */
export async function pageLanguageOf(pathname: string): Promise<PageLanguage> {
  const languages = await readSiteLanguages();
  return { languages, ...languageOfPath(pathname, languages) };
}

/** The reads of a page in `language`: each record with its published translation, as the publication shows it. */
export function readsInLanguage(
  reads: PublicReads,
  language: string,
  defaultLanguage: string,
  translations: readonly Translation[],
): PublicReads {
  if (language === defaultLanguage) return reads;
  const translationOf = translationsOf(translations, language);
  const project = <T extends { _id: string }>(record: T) =>
    localizedRecord('project', record, translationOf('project', record._id), defaultLanguage);
  const post = <T extends { id: string }>(record: T) =>
    localizedRecord('post', record, translationOf('post', record.id), defaultLanguage);
  return {
    site: async () =>
      localizedRecord('site', await reads.site(), translationOf('site', SITE_RECORD_ID), defaultLanguage),
    bestProjects: async () => (await reads.bestProjects()).map(project),
    categoryProjects: async (category) => (await reads.categoryProjects(category)).map(project),
    project: async (id) => {
      const found = await reads.project(id);
      return found && project(found);
    },
    posts: async () => (await reads.posts()).map(post),
    post: async (slug) => {
      const found = await reads.post(slug);
      return found && localizedPost(found, translationOf('post', found.id), defaultLanguage);
    },
    wholePosts: async () =>
      (await reads.wholePosts()).map((whole) =>
        localizedPost(whole, translationOf('post', whole.id), defaultLanguage),
      ),
  };
}

/** The reads of the page at `page`, in its language. */
export async function readsForPage(reads: PublicReads, page: PageLanguage): Promise<PublicReads> {
  const { languages, language } = page;
  if (language === languages.default) return reads;
  return readsInLanguage(reads, language, languages.default, await readPublishedTranslations([language]));
}
