import type { PageLanguages } from '@portfolio/common';
import { CHOSEN_LANGUAGE_KEY } from '@portfolio/common';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_LANGUAGES_ELEMENT_ID } from '@/lib/site-languages';
import { offerLanguage } from './offer';
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

/** A page of the site as the server writes it: its languages' JSON, and the header's switcher. */
function pageWith(languages: PageLanguages) {
  document.body.innerHTML = `<script type="application/json" id="${SITE_LANGUAGES_ELEMENT_ID}">${JSON.stringify(
    languages,
  )}</script><ul data-language-switch></ul>`;
}

/** The app's router, as far as the offer reads it: the page shown, and a move to another. */
function routerAt(path: string) {
  const [pathname = '/', query = ''] = path.split('?');
  const listeners: ((state: { location: { pathname: string } }) => void)[] = [];
  return {
    state: { location: { pathname, search: query ? `?${query}` : '' } },
    subscribe(listener: (state: { location: { pathname: string } }) => void) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    moveTo: (to: string) =>
      act(() => listeners.forEach((listener) => listener({ location: { pathname: to } }))),
  };
}

function offerOn(page: PageLanguages, path: string, preferred: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(preferred);
  pageWith(page);
  const router = routerAt(path);
  act(() => offerLanguage(router));
  return router;
}

describe('the offer', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('offers the same page in the visitor’s language, in that language, as a link the switcher’s script remembers', () => {
    offerOn(englishPage, '/project/seed-shopfront?from=home', ['bn-BD']);
    const offer = screen.getByRole('complementary', { name: 'এই পাতাটি বাংলাতেও আছে।' });
    expect(offer).toHaveAttribute('lang', 'bn');
    const link = screen.getByRole('link', { name: 'বাংলায় পড়ুন' });
    expect(link).toHaveAttribute('href', '/bn/project/seed-shopfront?from=home');
    expect(link).toHaveAttribute('hreflang', 'bn');
    expect(link.closest('[data-language-switch]')).not.toBeNull();
  });

  it('is right to left for Arabic, and English’s words name a language the product has no words for', () => {
    offerOn(englishPage, '/about', ['ar']);
    expect(screen.getByRole('complementary')).toHaveAttribute('dir', 'rtl');
    document.body.innerHTML = '';
    offerOn(bengaliPage, '/bn/about', ['fr-CA']);
    expect(screen.getByRole('link', { name: 'Read it in Français' })).toHaveAttribute('href', '/fr/about');
    document.body.innerHTML = '';
    offerOn(bengaliPage, '/bn/', ['en']);
    expect(screen.getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', '/');
  });

  it('"No, thanks" closes it and keeps it closed on the next visit', () => {
    offerOn(bengaliPage, '/bn/', ['en-US']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'No, thanks' })));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem(SUGGESTION_DISMISSED_KEY)).not.toBeNull();
  });

  it('goes when the visitor moves to another page', () => {
    const router = offerOn(bengaliPage, '/bn/', ['en-US']);
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    router.moveTo('/bn/about');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('says nothing to a visitor who chose a language, nor on a page without the switcher (the dashboard)', () => {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'bn');
    offerOn(bengaliPage, '/bn/', ['en-US']);
    expect(screen.queryByRole('complementary')).toBeNull();
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    pageWith(bengaliPage);
    document.querySelector('[data-language-switch]')?.remove();
    act(() => offerLanguage(routerAt('/bn/dashboard')));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
