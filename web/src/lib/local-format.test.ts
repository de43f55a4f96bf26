import { localDates } from '@portfolio/common';
import { afterEach, describe, expect, it } from 'vitest';
import { dayAndTimeFormat, dayFormat, localNumberFormat } from './local-format';

const moment = new Date('2025-01-06T14:05:00Z');
const count = localNumberFormat();

afterEach(() => {
  delete localDates.locale;
});

describe('dates and numbers in the page language', () => {
  it('writes them as en-GB does on an English page (the spec’s forms)', () => {
    expect(dayFormat.format(moment)).toBe('6 Jan 2025');
    expect(dayAndTimeFormat.format(moment)).toMatch(/^6 Jan 2025, \d\d:05$/);
    expect(count.format(1220)).toBe('1,220');
  });

  it('follows the language applied after the formats were made, with its own digits', () => {
    localDates.locale = 'bn';
    expect(count.format(1220)).toBe('১,২২০');
    expect(dayFormat.format(moment)).toContain('২০২৫');
    localDates.locale = 'ar';
    expect(count.format(1220)).toBe(new Intl.NumberFormat('ar').format(1220));
    delete localDates.locale;
    expect(count.format(1220)).toBe('1,220');
  });
});
