import { localizable, ALL_CATEGORIES, type ProjectCategory } from '@portfolio/common';

/** The project lists' own texts: they load with the pages that show them, not with every page's first load. */
export const projectListTexts = localizable('projectList', {
  headings: {
    [ALL_CATEGORIES]: 'All Projects',
    'web-dev-project': 'Web Development Projects',
    'app-dev-project': 'App Development Projects',
    'python-project': 'Python Projects',
  } satisfies Record<ProjectCategory | typeof ALL_CATEGORIES, string>,
  otherHeading: 'Projects',
  categoriesLabel: 'Project categories',
  allCategories: 'All',
} as const);

/** The heading of `/projects/{category}`: a known category's, or "Projects" for anything else. */
export function projectsHeading(category: string): string {
  const headings: Readonly<Record<string, string>> = projectListTexts.headings;
  // hasOwn: a path like /projects/constructor must not find Object.prototype's members.
  return Object.hasOwn(headings, category) ? (headings[category] ?? '') : projectListTexts.otherHeading;
}
