import { string } from 'yup';
import { storedTextProblem } from './input-guard';
import { VALIDATION_MESSAGES as M } from './messages';
import { hasControlCharacters, hasStackedMarks, looksBlank } from './patterns';

/**
 * The text of every stored field: a string that holds no control or invisible format characters (a multi-line one
 * keeps its line breaks), that passes the rule of every stored text (storedTextProblem: no broken character, no
 * non-character), that does not look empty while holding something, and that piles no more marks on a letter than
 * a script does.
 */
export const plainText = (label: string | (() => string), { multiline = false } = {}) => {
  // The messages are written when a value is refused, in the texts in place then (a page's language).
  const labelOf = typeof label === 'function' ? label : () => label;
  return string()
    .test(
      'plain-text',
      () => M.controlCharacters(labelOf()),
      (value) => !value || !hasControlCharacters(value, { multiline }),
    )
    .test('stored-text', '', function (value) {
      const problem = value ? storedTextProblem(value, labelOf()) : undefined;
      return problem ? this.createError({ message: problem }) : true;
    })
    .test(
      'visible',
      () => M.blankLooking(labelOf()),
      (value) => !value || !looksBlank(value),
    )
    .test(
      'stacked-marks',
      () => M.stackedMarks(labelOf()),
      (value) => !value || !hasStackedMarks(value),
    );
};
