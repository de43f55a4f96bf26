import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLongDate } from './calendar-date';

const EVERY_MONTH = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2025, month, 6)));

describe('formatCalendarDate', () => {
  it('writes each month as Intl writes en-GB medium dates', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    for (const date of EVERY_MONTH) {
      expect(formatCalendarDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });

  it('reads the date as the same day in every time zone', () => {
    expect(formatCalendarDate('2024-12-31')).toBe('31 Dec 2024');
  });

  it('shows a value that is not a date as it is', () => {
    expect(formatCalendarDate('someday')).toBe('someday');
  });
});

describe('formatLongDate', () => {
  it('writes each month as Intl writes en long dates', () => {
    const intl = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
    for (const date of EVERY_MONTH) expect(formatLongDate(date.toISOString())).toBe(intl.format(date));
  });

  it('gives the day in UTC', () => {
    expect(formatLongDate('2025-03-01T23:30:00-02:00')).toBe('March 2, 2025');
  });

  it('shows a value that is not a moment as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
