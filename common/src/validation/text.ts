import { string } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { hasControlCharacters, hasStackedMarks, looksBlank } from './patterns';

/**
 * A string that holds no control or invisible format characters (a multi-line one keeps its line breaks), that
 * does not look empty while holding something, and that piles no more marks on a letter than a script does.
 */
export const plainText = (label: string, { multiline = false } = {}) =>
  string()
    .test(
      'plain-text',
      M.controlCharacters(label),
      (value) => !value || !hasControlCharacters(value, { multiline }),
    )
    .test('visible', M.blankLooking(label), (value) => !value || !looksBlank(value))
    .test('stacked-marks', M.stackedMarks(label), (value) => !value || !hasStackedMarks(value));
