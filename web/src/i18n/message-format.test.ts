// The formatter of parsed ICU messages: arguments, Bengali and Arabic plural categories with `#`, `=n` and offsets,
// select, numbers and dates in the message's locale.
import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format';
import { parseMessage } from './parse-catalog';

const format = (message: string, locale: string, ...args: (string | number | Date)[]) =>
  formatMessage(parseMessage(message), locale, args);

describe('formatMessage', () => {
  it('fills positional arguments, and keeps a plain text a string', () => {
    expect(parseMessage('হোম')).toBe('হোম');
    expect(format('প্রোফাইল: {0}', 'bn', 'Tanvir')).toBe('প্রোফাইল: Tanvir');
    expect(format('{1} · {0}', 'ar', 'أ', 'ب')).toBe('ب · أ');
  });

  it("chooses Bengali's plural categories (one for 0 and 1, other above) and writes # in Bengali digits", () => {
    const minutes = '{0, plural, one {# মিনিট (এক)} other {# মিনিট}}';
    expect(format(minutes, 'bn', 0)).toBe('০ মিনিট (এক)');
    expect(format(minutes, 'bn', 1)).toBe('১ মিনিট (এক)');
    expect(format(minutes, 'bn', 12)).toBe('১২ মিনিট');
  });

  it("chooses Arabic's six plural categories", () => {
    const results =
      '{0, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة (other)}}';
    expect([0, 1, 2, 3, 11, 100].map((count) => format(results, 'ar', count))).toEqual([
      'لا نتائج',
      'نتيجة واحدة',
      'نتيجتان',
      '3 نتائج',
      '11 نتيجة',
      '100 نتيجة (other)',
    ]);
  });

  it('prefers an exact =n case, and counts # after the offset', () => {
    const message =
      '{0, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}';
    expect([0, 1, 2, 5].map((count) => format(message, 'en', count))).toEqual([
      'nobody',
      'you',
      'you and 1 other',
      'you and 4 others',
    ]);
  });

  it('selects by value, else the other case', () => {
    const kind = '{0, select, post {লেখা} project {প্রকল্প} other {পাতা}}';
    expect(format(kind, 'bn', 'post')).toBe('লেখা');
    expect(format(kind, 'bn', 'video')).toBe('পাতা');
  });

  it("writes numbers and dates in the locale's digits and words, dates as the UTC day", () => {
    expect(format('{0, number}', 'bn', 12345)).toBe('১২,৩৪৫');
    expect(format('{0, number, ::.00}', 'bn', 3.5)).toBe('৩.৫০');
    expect(format('{0, number, ::group-off}', 'bn', 2026)).toBe('২০২৬');
    expect(format('{0, number, percent}', 'ar', 0.25)).toBe(
      new Intl.NumberFormat('ar', { style: 'percent' }).format(0.25),
    );
    const day = new Date('2026-11-20T23:30:00Z');
    expect(format('{0, date, long}', 'bn', day)).toBe('২০ নভেম্বর, ২০২৬');
    expect(format('{0, date, long}', 'ar', day)).toContain('نوفمبر');
  });

  it('refuses a message that uses an argument it was not given', () => {
    expect(() => format('{1}', 'bn', 'only one')).toThrow('{1}');
  });
});
