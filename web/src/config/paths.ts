import { ALL_CATEGORIES } from '@portfolio/common';

/** The query parameter of the writing list naming the tag it shows. */
export const WRITING_TAG_PARAM = 'tag';

/** Every route of the app, in one place. */
export const paths = {
  home: '/',
  services: '/services',
  about: '/about',
  contact: '/want',
  projects: (category: string) => `/projects/${encodeURIComponent(category)}`,
  allProjects: `/projects/${ALL_CATEGORIES}`,
  project: (id: string) => `/project/${encodeURIComponent(id)}`,
  writing: '/writing',
  /** The writing list showing one tag's posts: a link that works before and without the app. */
  writingTag: (tag: string) => `/writing?${new URLSearchParams({ [WRITING_TAG_PARAM]: tag })}`,
  post: (slug: string) => `/writing/${encodeURIComponent(slug)}`,
  writingFeed: '/writing/feed.xml',
  signIn: '/signIn',
  signUp: '/signUp',
  profile: '/profile',
  dashboard: '/dashboard',
  dashboardAddProject: '/dashboard/add-project',
  dashboardMyProjects: '/dashboard/my-projects',
  dashboardUpdateProject: (projectId: string) => `/dashboard/update-projects/${projectId}`,
  dashboardMessages: '/dashboard/messages',
  dashboardSite: '/dashboard/site',
  dashboardTrash: '/dashboard/trash',
  dashboardStats: '/dashboard/stats',
  dashboardWriting: '/dashboard/writing',
  dashboardNewPost: '/dashboard/writing/new',
  dashboardEditPost: (slug: string) => `/dashboard/writing/edit/${slug}`,
  forbidden: '/forbidden',
} as const;

/**
 * The query parameter naming the picture a project page shows in place of its main image (`?picture=2`, the second
 * screenshot): the screenshot strip's links, which swap the picture before the app runs too.
 */
export const PROJECT_PICTURE_PARAM = 'picture';
/** The id of a project page's pictures, where a link to one of them scrolls to. */
export const PROJECT_GALLERY_ID = 'pictures';

/** Route patterns with their parameters, for the router. */
export const routePatterns = {
  projects: '/projects/:categoryOfProject',
  project: '/project/:id',
  post: '/writing/:slug',
} as const;

/** Ids of the home page's sections, the targets of the header's in-page links on `/`. */
export const homeSectionIds = {
  home: 'home',
  about: 'about',
  services: 'service',
} as const;
