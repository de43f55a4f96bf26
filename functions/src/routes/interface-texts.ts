import {
  siteLanguageList,
  TRANSLATION_MESSAGES,
  validateOverridesShape,
  type InterfaceTexts,
  type LanguageCode,
} from '@portfolio/common';
import { Router, type Request } from 'express';
import { validationFailed } from '../core/api-error';
import { forgetCachedLanguages } from '../data/languages-cache';
import { readInterfaceTexts, saveInterfaceTexts } from '../data/interface-texts';
import { requestPublication } from '../data/publication-state';
import { readSiteLanguages } from '../data/translations';
import { adminOnly, editorOf } from '../http/auth';

import { pageRenderer } from '../services/page-renderer';

/**
 * The owner's wording of the interface's texts (menus, buttons, labels, messages) in each of the site's languages,
 * the default one included, over the product's catalogs: the owner's to read and replace. A save is published.
 */
export const interfaceTextsRouter = Router();

/** The language the path names: one of the site's (400 for any other). */
async function siteLanguageOf(req: Request): Promise<LanguageCode> {
  const language = siteLanguageList(await readSiteLanguages()).find((code) => code === req.params.language);
  if (!language) throw validationFailed({ language: TRANSLATION_MESSAGES.languageNotOnSite });
  return language;
}

interfaceTextsRouter.get('/interface-texts/:language', ...adminOnly, async (req, res) => {
  const language = await siteLanguageOf(req);
  const answer: InterfaceTexts = {
    language,
    texts: pageRenderer().interfaceTextEntries(language),
    overrides: await readInterfaceTexts(language),
  };
  res.json(answer);
});

interfaceTextsRouter.put('/interface-texts/:language', ...adminOnly, async (req, res) => {
  const language = await siteLanguageOf(req);
  const shape = validateOverridesShape(req.body);
  if (!shape.ok) throw validationFailed(shape.fields);
  const problems = pageRenderer().overrideProblems(shape.value);
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  await saveInterfaceTexts(language, shape.value, editorOf(req));
  forgetCachedLanguages();
  await requestPublication();
  res.json({ language, overrides: shape.value });
});
