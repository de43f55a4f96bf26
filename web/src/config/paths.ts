import {
  ALL_CATEGORIES,
  postPagePath,
  WRITING_FEED_PATH,
  WRITING_PATH,
  WRITING_TAG_SEGMENT,
  writingTagPath,
} from '@portfolio/common';

/**
 * The pages whose answer depends on more than the page: each has a path of its own rather than a query, because
 * Hosting serves a published file whatever the query. A filtered list (`/projects/all/filter?tech=React`) and a
 * project page showing a screenshot (`/project/{id}/picture/2`, the screenshot strip's links, which swap the picture
 * before the app runs too) are rendered by the function. So is one tag's list of posts (`/writing/tag/{tag}`, see
 * writingTagPath), unless the publication wrote it as a file.
 */
export const PROJECT_FILTER_SEGMENT = 'filter';
export const PROJECT_PICTURE_SEGMENT = 'picture';

/** Every route of the app, in one place. */
export const paths = {
  home: '/',
  services: '/services',
  about: '/about',
  contact: '/want',
  /** Where a message sent natively goes, and the page saying it was taken. */
  contactSend: '/want/send',
  contactSent: '/want/sent',
  projects: (category: string) => `/projects/${encodeURIComponent(category)}`,
  /** A list narrowed by a filter in its query: a path of its own, since a published list ignores the query. */
  filteredProjects: (category: string) =>
    `/projects/${encodeURIComponent(category)}/${PROJECT_FILTER_SEGMENT}`,
  allProjects: `/projects/${ALL_CATEGORIES}`,
  project: (id: string) => `/project/${encodeURIComponent(id)}`,
  /** A project page showing one of its screenshots (1, the first) in the main image's place. */
  projectPicture: (id: string, index: number) =>
    `/project/${encodeURIComponent(id)}/${PROJECT_PICTURE_SEGMENT}/${index}`,
  /** The site's search: a view of its query, rendered by the function, which the app then answers itself. */
  search: '/search',
  writing: WRITING_PATH,
  /** The writing list showing one tag's posts: a link that works before and without the app. */
  writingTag: writingTagPath,
  post: postPagePath,
  writingFeed: WRITING_FEED_PATH,
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
  dashboardTranslations: '/dashboard/translations',
  forbidden: '/forbidden',
} as const;

/** The id of a project page's pictures, where a link to one of them scrolls to. */
export const PROJECT_GALLERY_ID = 'pictures';

/** Route patterns with their parameters, for the router. */
export const routePatterns = {
  projects: `/projects/:categoryOfProject/${PROJECT_FILTER_SEGMENT}?`,
  // Two patterns, not one with an optional segment and an optional parameter: matchPath reads `picture?/:picture?`
  // as the letters `pictur` and an optional `e`.
  project: '/project/:id',
  projectPicture: `/project/:id/${PROJECT_PICTURE_SEGMENT}/:picture`,
  contact: `${paths.contactSent}?`,
  writingTag: `${WRITING_PATH}/${WRITING_TAG_SEGMENT}/:tag`,
  post: `${WRITING_PATH}/:slug`,
} as const;

/** Ids of the home page's sections, the targets of the header's in-page links on `/`. */
export const homeSectionIds = {
  home: 'home',
  about: 'about',
  services: 'service',
} as const;
