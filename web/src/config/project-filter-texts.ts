import { localizable } from '@portfolio/common';

/** The texts of the projects page's filters, in a module of their own so that the home page's first load carries none. */
export const projectFilterTexts = localizable('projectFilter', {
  filtersLabel: 'Filter projects',
  searchLabel: 'Search projects',
  searchPlaceholder: 'Title, description or technology',
  technologiesLabel: 'Technologies',
  allTechnologies: (count: number) => `All ${count} technologies`,
  fewerTechnologies: 'Fewer technologies',
  clearFilters: 'Clear filters',
  resultCount: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'project' : 'projects'}`
      : `${shown} of ${total} ${total === 1 ? 'project' : 'projects'}`,
} as const);
