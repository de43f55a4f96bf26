import { localizable, type TranslationState } from '@portfolio/common';

/**
 * The translations dashboard's texts: dashboard only, so that no public page's first load carries them (a page in
 * another language gets them from its language's dashboard catalog).
 */
export const translationsTexts = localizable('translations', {
  title: 'Translations',
  languagesHeading: 'Languages',
  defaultLanguage: (name: string) => `Default language: ${name}`,
  noOtherLanguage: 'No other language yet: add one to translate the site into it.',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeConfirmTitle: (name: string) => `Remove ${name}?`,
  removeConfirmText:
    'Its pages leave the site. Its translations are kept: adding the language back brings them back.',
  addLanguageLabel: 'Add language',
  addLanguage: 'Add language',
  chooseLanguage: 'Choose a language',
  languagesSaved: 'Languages saved',
  languagesFailed: 'The languages could not be saved.',
  statusHeading: 'Where each text stands',
  needsTranslation: 'Needs translation',
  loading: 'Loading the translations…',
  loadFailed: 'The translations could not be loaded. Reload the page to try again.',
  noRecords: 'Nothing to translate yet.',
  allTranslated: 'Every text is translated into every language.',
  recordColumn: 'Text',
  /** What a row names besides its title: the site content's row is named by its label alone. */
  kinds: { project: 'Project', post: 'Post' },
  states: {
    complete: 'Complete',
    stale: 'Changed since translated',
    missing: 'Missing',
    draft: 'Draft',
  } satisfies Record<TranslationState, string>,
  /** A state badge's link, read out with its language and record. */
  cellLabel: (state: string, language: string, record: string) => `${state}: ${record} in ${language}`,

  editorTitle: (record: string, language: string) => `${record} in ${language}`,
  backToStatus: 'Back to the translations',
  defaultText: (language: string) => `Default text (${language})`,
  oneItemPerLine: 'One item per line.',
  fieldStates: { translated: 'Translated', stale: 'Changed since translated', missing: 'Missing' },
  published: 'Published',
  publishedHint: 'A draft stays off the site: its pages show the default text.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Translation saved',
  saveFailed: 'The translation could not be saved.',
  editorLoading: 'Loading the translation…',
  editorLoadFailed: 'The translation could not be loaded.',
} as const);

/** The labels of the translatable fields, by kind and dotted path, as the editor names them. */
export const TRANSLATABLE_FIELD_LABELS: Record<string, string> = localizable('translatableFields', {
  role: 'Role',
  heroTitle: 'Hero title',
  heroText: 'Hero text',
  'photo.alt': 'Photo description',
  aboutSummary: 'About summary',
  about: 'About paragraphs',
  'contact.location': 'Location',
  skills: 'Skills',
  'services.webDevelopment': 'Web Development text',
  'services.appDevelopment': 'App Development text',
  'education.diploma.department': 'Diploma department',
  'education.diploma.college': 'Diploma college',
  'education.diploma.board': 'Diploma board',
  'education.ssc.group': 'SSC group',
  'education.ssc.school': 'SSC school',
  'education.ssc.board': 'SSC board',
  'education.ssc.result': 'SSC result',
  title: 'Title',
  description: 'Description',
  purpose: 'Purpose',
  summary: 'Summary',
  body: 'Body (Markdown)',
  tags: 'Tags',
});
