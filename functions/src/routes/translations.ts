import {
  fieldStates,
  POST_SLUG_PATTERN,
  textFingerprint,
  TRANSLATION_MESSAGES,
  translationDocId,
  translationState,
  validateOtherLanguages,
  validateTranslationInput,
  type SiteLanguages,
  type LanguageCode,
  type Translation,
} from '@portfolio/common';
import { Router, type Request } from 'express';
import { ApiError, validationFailed } from '../core/api-error';
import { requestPublication } from '../data/publication-state';
import {
  allTranslationSources,
  findTranslationSource,
  type TranslationSource,
} from '../data/translation-sources';
import {
  allTranslations,
  findTranslation,
  readSiteLanguages,
  saveSiteLanguages,
  saveTranslation,
} from '../data/translations';
import { forgetCachedLanguages } from '../data/languages-cache';
import { adminOnly, editorOf } from '../http/auth';
import { publicCache } from '../http/cache';
import { isDocumentId } from '../http/ids';
import { renderPost } from '../services/post-rendering';

/**
 * The site's languages (public to read, the owner's to choose) and the owner's translations of the site content,
 * the projects and the posts into them. A translation's every save keeps the one it replaces as a version.
 */
export const translationsRouter = Router();

translationsRouter.get('/languages', publicCache, async (_req, res) => {
  res.json(await readSiteLanguages());
});

translationsRouter.put('/languages', ...adminOnly, async (req, res) => {
  const current = await readSiteLanguages();
  const others = validateOtherLanguages(req.body, current.default);
  if (!others.ok) throw validationFailed(others.fields);
  const languages: SiteLanguages = { default: current.default, others: others.value };
  await saveSiteLanguages(languages);
  forgetCachedLanguages();
  await requestPublication();
  res.json(languages);
});

translationsRouter.get('/translations', ...adminOnly, async (_req, res) => {
  const [languages, sources, translations] = await Promise.all([
    readSiteLanguages(),
    allTranslationSources(),
    allTranslations(),
  ]);
  const records = sources.map(({ kind, id, label, published, source }) => ({
    kind,
    id,
    label,
    published,
    states: Object.fromEntries(
      languages.others.map((language) => [
        language,
        translationState(source, translations.get(translationDocId(kind, id, language))),
      ]),
    ),
  }));
  res.json({ languages, records });
});

/** The record and the language a translation's path names: 404 for an unknown record, 400 for a language the site has not. */
async function translationTarget(
  req: Request,
): Promise<{ record: TranslationSource; language: LanguageCode }> {
  const [kind, id] = [String(req.params.kind), String(req.params.id)];
  const wellFormed = kind === 'post' ? POST_SLUG_PATTERN.test(id) : isDocumentId(id);
  const record = wellFormed ? await findTranslationSource(kind, id) : undefined;
  if (!record) throw new ApiError(404, 'not_found', 'Record not found.');
  const language = (await readSiteLanguages()).others.find((other) => other === req.params.language);
  if (!language) throw validationFailed({ language: TRANSLATION_MESSAGES.languageNotOnSite });
  return { record, language };
}

const translationPath = '/translations/:kind/:id/:language';

translationsRouter.get(translationPath, ...adminOnly, async (req, res) => {
  const { record, language } = await translationTarget(req);
  const translation = await findTranslation(record.kind, record.id, language);
  res.json({
    source: record.source,
    translation: translation ?? null,
    fields: fieldStates(record.source, translation),
    state: translationState(record.source, translation),
  });
});

translationsRouter.put(translationPath, ...adminOnly, async (req, res) => {
  const { record, language } = await translationTarget(req);
  const input = await validateTranslationInput(record.kind, req.body, record.source);
  if (!input.ok) throw validationFailed(input.fields);
  const { fields, published } = input.value;
  const body = record.kind === 'post' ? fields.body : undefined;
  // Rendered as the post's own body is, before anything is stored: a body too large once rendered is a 400.
  const rendered = typeof body === 'string' ? renderPost(body, record.images) : undefined;
  const translation: Translation = {
    kind: record.kind,
    id: record.id,
    language,
    fields,
    sources: Object.fromEntries(
      Object.keys(fields).map((field) => [field, textFingerprint(record.source[field] ?? '')]),
    ),
    published,
    updatedAt: new Date().toISOString(),
    updatedBy: editorOf(req),
    ...(rendered && { rendered: { html: rendered.html, headings: rendered.headings } }),
  };
  const replaced = await saveTranslation(translation);
  forgetCachedLanguages();
  // A draft of a translation never published shows nowhere: only a published one, now or before, changes pages.
  if (published || replaced?.published) await requestPublication();
  res.json({
    translation,
    fields: fieldStates(record.source, translation),
    state: translationState(record.source, translation),
  });
});
