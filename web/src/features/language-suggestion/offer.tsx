import { prefixLanguageOf, type PageLanguages } from '@portfolio/common';
import { createRoot } from 'react-dom/client';
import { readJsonElement } from '@/lib/page-data';
import { samePageIn, SITE_LANGUAGES_ELEMENT_ID } from '@/lib/site-languages';
import { LanguageSuggestion } from './LanguageSuggestion';
import { suggestedLanguage, thisVisitor } from './suggested-language';

/** What the offer reads of the app's router: the page shown (its whole path, prefix included), and moves. */
export interface ShownPage {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Offers the page shown in the visitor's language, if they prefer one the site has to the page's: on a public page
 * (one with the header's switcher), in a root of its own after the app's, at the end of the body. The offer goes
 * when the visitor turns it down or moves to another page.
 */
export function offerLanguage(router: ShownPage): void {
  const page = readJsonElement<PageLanguages>(SITE_LANGUAGES_ELEMENT_ID);
  if (!page || page.languages.length < 2 || !document.querySelector('[data-language-switch]')) return;
  const language = suggestedLanguage(page, thisVisitor());
  if (!language) return;
  const { pathname, search } = router.state.location;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const close = () => {
    stopWatching();
    root.unmount();
    host.remove();
  };
  const stopWatching = router.subscribe((state) => {
    if (state.location.pathname !== pathname) close();
  });
  root.render(
    <LanguageSuggestion
      language={language}
      href={samePageIn(language.code, page, prefixLanguageOf(pathname).path, search)}
      onClose={close}
    />,
  );
}
