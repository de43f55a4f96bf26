import { describe, expect, it } from 'vitest';
import { asText, fieldsToSave, isLongText } from './translation-lines';

describe('translation lines', () => {
  it('shows a list one item per line, and reads it back without blank lines', () => {
    expect(asText(['React', 'Node'])).toBe('React\nNode');
    expect(asText(undefined)).toBe('');
    const source = { title: 'Shop', tags: ['Web', 'Notes'], summary: 'A shop' };
    expect(fieldsToSave(source, { title: ' দোকান ', tags: 'ওয়েব\n\n নোট \n', summary: '  ' })).toEqual({
      title: ' দোকান ',
      tags: ['ওয়েব', 'নোট'],
    });
  });

  it('gives lists and long or multi-line texts a multi-line input', () => {
    expect(isLongText(['a'])).toBe(true);
    expect(isLongText('a\nb')).toBe(true);
    expect(isLongText('x'.repeat(101))).toBe(true);
    expect(isLongText('Shop')).toBe(false);
  });
});
