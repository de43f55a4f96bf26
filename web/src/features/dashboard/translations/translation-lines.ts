import type { TranslatedFields, TranslatedValue } from '@portfolio/common';

/** A field's value as its input holds it: a list one item per line. */
export const asText = (value: TranslatedValue | undefined): string =>
  Array.isArray(value) ? value.join('\n') : (value ?? '');

/**
 * The fields to save from the inputs: a text as typed, a list one item per line (blank lines dropped); a field left
 * empty is not translated yet, and is not sent.
 */
export function fieldsToSave(source: TranslatedFields, inputs: Record<string, string>): TranslatedFields {
  const fields: TranslatedFields = {};
  for (const [field, original] of Object.entries(source)) {
    const text = inputs[field] ?? '';
    if (text.trim() === '') continue;
    fields[field] = Array.isArray(original)
      ? text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : text;
  }
  return fields;
}

/** Whether a field's text needs a multi-line input: a list, or a text that is long or holds line breaks. */
export const isLongText = (value: TranslatedValue) =>
  Array.isArray(value) || value.length > 100 || value.includes('\n');
