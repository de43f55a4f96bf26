import { isLanguageCode } from '@portfolio/common';
import type { Request } from 'express';
import { ApiError } from '../core/api-error';
import { AS_STORED, translatorIn, type Translator } from './localized-content';
import { cachedPublishedTranslations, cachedSiteLanguages } from '../data/languages-cache';

/**
 * The translator of a public read's `?lang=`: none asked, the default language's, or a language the site does not
 * have (any more) answer the records as stored; a value that is no language code at all is refused (400).
 */
export async function translatorFor(req: Request): Promise<Translator> {
  const asked = req.query.lang;
  if (asked === undefined) return AS_STORED;
  if (!isLanguageCode(asked))
    throw new ApiError(400, 'validation_failed', 'Unknown language.', { lang: 'Unknown language.' });
  const languages = await cachedSiteLanguages();
  if (!languages.others.includes(asked)) return AS_STORED;
  return translatorIn(await cachedPublishedTranslations(asked), asked, languages.default);
}
