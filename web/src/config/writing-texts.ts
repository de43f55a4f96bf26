import { localizable } from '@portfolio/common';

/** The texts of the writing pages. */
export const writingTexts = localizable('writing', {
  title: 'Writing',
  description: (name: string) => `Articles by ${name}: notes on building for the web and for Android.`,
  feed: 'Atom feed',
  allTags: 'All',
  tagsLabel: 'Filter by tag',
  empty: 'Nothing published yet.',
  readingTime: (minutes: number) => `${minutes} min read`,
  emptyTag: (tag: string) => `No post is tagged “${tag}”.`,
  contents: 'Contents',
  matchingTitle: 'Posts',
  newer: 'Newer',
  older: 'Older',
  neighbours: 'More writing',
  backToList: 'All writing',
  loading: 'Loading…',
  loadError: 'The writing could not be loaded.',
  retry: 'Try again',
} as const);
