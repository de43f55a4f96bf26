import { localizable } from '@portfolio/common';

/** The texts of the dashboard's editor of the interface's texts: dashboard only, like the translations' own. */
export const interfaceTextEditorTexts = localizable('interfaceTextEditor', {
  linksHeading: 'Interface texts',
  linksHint:
    'The words of the menus, buttons, forms and messages. Write your own for any of them, in any language.',
  title: (language: string) => `Interface texts in ${language}`,
  filter: 'Filter texts',
  filterHint: 'By key or by word, in any of the columns.',
  ownOnly: 'Your own only',
  keyColumn: 'Key',
  englishColumn: 'English',
  catalogColumn: (language: string) => `In ${language}`,
  ownColumn: 'Your text',
  ownLabel: (key: string) => `Your text for ${key}`,
  noCatalogText: 'None: English shows',
  values: (count: number) =>
    count === 1 ? 'Shows one value: {0}' : `Shows ${count} values: {0} to {${count - 1}}`,
  reset: 'Reset',
  resetLabel: (key: string) => `Reset ${key}`,
  count: (shown: number, total: number, own: number) =>
    `${shown} of ${total} texts shown; ${own} of your own`,
  save: 'Save',
  saving: 'Saving…',
  saved: 'Interface texts saved',
  saveFailed: 'The interface texts could not be saved.',
  someRefused: 'Some texts were refused: see each below.',
  loading: 'Loading the interface texts…',
  loadFailed: 'The interface texts could not be loaded.',
  none: 'No text matches.',
});
