import type { PageLanguages } from '@portfolio/common';
import { CHOSEN_LANGUAGE_KEY } from '@portfolio/common';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LanguageSuggestion from './LanguageSuggestion';
import { SUGGESTION_DISMISSED_KEY, suggestedLanguage, type Visitor } from './suggested-language';

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'ar', name: 'العربية' },
  { code: 'fr', name: 'Français' },
];
const englishPage: PageLanguages = { current: 'en', default: 'en', languages: LANGUAGES };
const bengaliPage: PageLanguages = { ...englishPage, current: 'bn' };
const visitor = (preferred: string[], stored: Partial<Visitor> = {}): Visitor => ({
  preferred,
  chosen: null,
  dismissed: false,
  ...stored,
});

describe('the language suggested', () => {
  it("is the first preferred language the site has, when it is not the page's", () => {
    expect(suggestedLanguage(englishPage, visitor(['de-DE', 'bn-BD', 'en']))?.code).toBe('bn');
    expect(suggestedLanguage(bengaliPage, visitor(['en-US']))?.code).toBe('en');
    expect(suggestedLanguage(englishPage, visitor(['AR']))?.code).toBe('ar');
  });

  it("is none when the visitor prefers the page's language, or the site has none they read", () => {
    expect(suggestedLanguage(englishPage, visitor(['en-GB', 'bn']))).toBeUndefined();
    expect(suggestedLanguage(englishPage, visitor(['de', 'ja']))).toBeUndefined();
  });

  it('is none once the visitor chose a language or turned the suggestion down', () => {
    expect(suggestedLanguage(englishPage, visitor(['bn'], { chosen: 'en' }))).toBeUndefined();
    expect(suggestedLanguage(englishPage, visitor(['bn'], { dismissed: true }))).toBeUndefined();
  });
});

function renderOn(page: PageLanguages, path: string, preferred: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(preferred);
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSuggestion page={page} />
    </MemoryRouter>,
  );
}

describe('the suggestion', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('offers the same page in the visitor’s language, in that language, as a link the switcher’s script remembers', () => {
    renderOn(englishPage, '/project/seed-shopfront?from=home', ['bn-BD']);
    const offer = screen.getByRole('complementary', { name: 'এই পাতাটি বাংলাতেও আছে।' });
    expect(offer).toHaveAttribute('lang', 'bn');
    const link = screen.getByRole('link', { name: 'বাংলায় পড়ুন' });
    expect(link).toHaveAttribute('href', '/bn/project/seed-shopfront?from=home');
    expect(link).toHaveAttribute('hreflang', 'bn');
    expect(link.closest('[data-language-switch]')).not.toBeNull();
  });

  it('is right to left for Arabic, and English’s words name a language the product has no words for', () => {
    renderOn(englishPage, '/about', ['ar']);
    expect(screen.getByRole('complementary')).toHaveAttribute('dir', 'rtl');
    cleanup();
    renderOn(bengaliPage, '/about', ['fr-CA']);
    expect(screen.getByRole('link', { name: 'Read it in Français' })).toHaveAttribute('href', '/fr/about');
  });

  it('"No, thanks" closes it and keeps it closed on the next visit', () => {
    renderOn(bengaliPage, '/', ['en-US']);
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem(SUGGESTION_DISMISSED_KEY)).not.toBeNull();
  });

  it('says nothing to a visitor who chose a language with the switcher', () => {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'bn');
    renderOn(bengaliPage, '/', ['en-US']);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
