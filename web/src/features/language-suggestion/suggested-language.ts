import { CHOSEN_LANGUAGE_KEY, type PageLanguages } from '@portfolio/common';

/** The local storage key set once a visitor has turned the suggestion down: it is not offered again. */
export const SUGGESTION_DISMISSED_KEY = 'portfolio.language-suggestion';

/** What the browser says of the visitor: the languages they prefer, in order, and what this site has stored. */
export interface Visitor {
  preferred: readonly string[];
  chosen: string | null;
  dismissed: boolean;
}

/**
 * The site's language to suggest on this page: the first of the visitor's preferred languages the site has, when it
 * is not the page's own. Nothing once the visitor has chosen a language with the switcher or turned the suggestion
 * down, and nothing when they prefer the page's language to the site's others.
 */
export function suggestedLanguage(
  page: PageLanguages,
  visitor: Visitor,
): PageLanguages['languages'][number] | undefined {
  if (visitor.chosen || visitor.dismissed) return undefined;
  for (const tag of visitor.preferred) {
    const code = tag.split('-')[0]?.toLowerCase();
    const language = page.languages.find((candidate) => candidate.code === code);
    if (language) return language.code === page.current ? undefined : language;
  }
  return undefined;
}

/** The visitor as this browser knows them; storage that cannot be read (a private mode) keeps nothing. */
export function thisVisitor(): Visitor {
  const stored = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  return {
    preferred: navigator.languages?.length ? navigator.languages : [navigator.language],
    chosen: stored(CHOSEN_LANGUAGE_KEY),
    dismissed: stored(SUGGESTION_DISMISSED_KEY) !== null,
  };
}

/** Remembers that the visitor turned the suggestion down. */
export function dismissSuggestion(): void {
  try {
    localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
  } catch {
    // Storage refused (a private mode): the suggestion is gone for this page only.
  }
}
