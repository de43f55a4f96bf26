import { PROJECT_CATEGORY_SLUGS } from '@portfolio/common';
import { paths } from '@/config/paths';

/** The public pages a crawler is told of: every page without a parameter, and every project list. */
export const SITEMAP_PATHS = [
  paths.home,
  paths.about,
  paths.services,
  paths.contact,
  paths.allProjects,
  paths.writing,
  ...PROJECT_CATEGORY_SLUGS.map((category) => paths.projects(category)),
];
