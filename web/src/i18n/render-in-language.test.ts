// The server renders one page after another in different languages, and answers requests in between: a language's
// texts are in place only during its synchronous render, and English again after it, even when it throws.
import { VALIDATION_MESSAGES } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { texts } from '@/config/texts';
import { writingTexts } from '@/config/writing-texts';
import { formatLongDate } from '@/lib/calendar-date';
import { renderInLanguage } from './render-in-language';

const BENGALI_DAY = new Intl.DateTimeFormat('bn', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date('2026-01-06T00:00:00Z'),
);

describe('renderInLanguage', () => {
  it('has the language during the render only', () => {
    const seen = renderInLanguage('bn', () => [
      texts.header.home,
      writingTexts.readingTime(3),
      formatLongDate('2026-01-06'),
    ]);
    expect(seen).toEqual(['হোম', '৩ মিনিটে পড়া', BENGALI_DAY]);
    expect([texts.header.home, writingTexts.readingTime(3), formatLongDate('2026-01-06')]).toEqual([
      'Home',
      '3 min read',
      'January 6, 2026',
    ]);
  });

  it('puts the English texts back when the render throws, and refuses an asynchronous render', () => {
    expect(() =>
      renderInLanguage('ar', () => {
        throw new Error(`failed on ${texts.header.about}`);
      }),
    ).toThrow('failed on نبذة عني');
    expect(() => renderInLanguage('bn', async () => texts.header.home)).toThrow('synchronously');
    expect(texts.header.about).toBe('About');
    expect(VALIDATION_MESSAGES.nameRequired).toBe('Name is required');
  });

  it('renders English for English, no language, or a language without a catalog', () => {
    for (const language of ['en', undefined, 'fr'])
      expect(renderInLanguage(language, () => texts.header.signIn)).toBe('Sign In');
  });

  it('takes the validation messages of the Bengali forms, with their arguments', () => {
    expect(renderInLanguage('bn', () => VALIDATION_MESSAGES.tooLong('নাম', 120))).toBe(
      'নাম সর্বোচ্চ ১২০টি অক্ষরের হতে পারে',
    );
  });
});
