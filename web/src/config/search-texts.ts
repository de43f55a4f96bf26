import { localizable, type SearchKind } from '@portfolio/common';

/** The search page's texts: they load with that page only (the header's field is named in `texts.header.search`). */
export const searchTexts = localizable('search', {
  title: 'Search',
  description: (name: string) => `Search ${name}’s writing, projects and pages.`,
  formLabel: 'Search posts, projects and pages',
  fieldLabel: 'Words to find',
  submit: 'Search',
  empty: 'Type a word to search the writing, the projects and the pages.',
  searching: 'Searching…',
  noMatch: (query: string) => `No results for “${query}”. Try another word, or fewer words.`,
  count: (total: number, query: string) => `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`,
  moreThanShown: (shown: number) => `The best ${shown} are shown: add a word to narrow them.`,
  cut: (max: number) => `Only the first ${max} characters of your search were used.`,
  failed: 'The search could not load. Check your connection and try again.',
  retry: 'Try again',
  resultsLabel: 'Results',
  keyboardHint: 'Press / to search from any page; ↓ and ↑ move through the results; Escape clears the field.',
  kinds: { post: 'Post', project: 'Project', page: 'Page' } satisfies Record<SearchKind, string>,
} as const);
