import { string } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { hasControlCharacters } from './patterns';

/** A string that holds no control or invisible format characters (a multi-line one keeps its line breaks). */
export const plainText = (label: string, { multiline = false } = {}) =>
  string().test(
    'plain-text',
    M.controlCharacters(label),
    (value) => !value || !hasControlCharacters(value, { multiline }),
  );
