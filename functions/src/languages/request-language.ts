import {
  isLanguageCode,
  localizedRecord,
  SITE_RECORD_ID,
  type Post,
  type PostLink,
  type Project,
  type SiteContent,
} from '@portfolio/common';
import type { Request } from 'express';
import { ApiError } from '../core/api-error';
import { localizedPost, translationsOf } from './localized-content';
import { readPublishedTranslations, readSiteLanguages } from '../data/translations';

/** What a public read answers in the language its `lang` asks for, as that language's pages show the records. */
export interface PublicTranslator {
  site(content: SiteContent): SiteContent;
  project<T extends Project>(project: T): T;
  post<T extends Omit<Post, 'html' | 'headings'>>(post: T): T;
  wholePost(post: Post): Post;
}

const AS_STORED: PublicTranslator = {
  site: (content) => content,
  project: (project) => project,
  post: (post) => post,
  wholePost: (post) => post,
};

/**
 * The translator of a public read's `?lang=`: none asked, the default language's, or a language the site does not
 * have (any more) answer the records as stored; a value that is no language code at all is refused (400).
 */
export async function translatorFor(req: Request): Promise<PublicTranslator> {
  const asked = req.query.lang;
  if (asked === undefined) return AS_STORED;
  if (!isLanguageCode(asked))
    throw new ApiError(400, 'validation_failed', 'Unknown language.', { lang: 'Unknown language.' });
  const languages = await readSiteLanguages();
  if (!languages.others.includes(asked)) return AS_STORED;
  const translationOf = translationsOf(await readPublishedTranslations([asked]), asked);
  const fallback = languages.default;
  const link = (other: PostLink | null | undefined) => {
    const title = translationOf('post', other?.slug ?? '')?.fields.title;
    return other && typeof title === 'string' ? { ...other, title } : other;
  };
  return {
    site: (content) => localizedRecord('site', content, translationOf('site', SITE_RECORD_ID), fallback),
    project: (project) =>
      localizedRecord('project', project, translationOf('project', project._id), fallback),
    post: (post) => localizedRecord('post', post, translationOf('post', post.id), fallback),
    wholePost: (post) => {
      const localized = localizedPost(post, translationOf('post', post.id), fallback);
      return { ...localized, newer: link(post.newer), older: link(post.older) };
    },
  };
}
