// The public pages and the data each is rendered with, for the server's renderer (render-page.tsx).
import { projectSummary, type Post, type Project, type PublicReads } from '@portfolio/common';
import { matchPath, type Params } from 'react-router-dom';
import { paths, routePatterns } from '@/config/paths';
import { projectRequestKeys } from '@/features/projects/api/use-projects';
import { searchRequestKey } from '@/features/search/api/search-index-client';
import { postRequestKeys } from '@/features/writing/api/use-posts';
import type { PageDataEntries } from '@/lib/page-data';
import { searchWithReads } from './site-search';

interface PageData {
  entries: PageDataEntries;
  /** False for a page whose record is unknown: it answers 404. */
  found: boolean;
  project?: Project;
  post?: Post;
}

/**
 * Every page and the data it is rendered with, in one place: the function serves each of them (a path that matches
 * none is the 404 page), with the site content in every one.
 */
const PAGES: {
  pattern: string;
  data?: (params: Params, reads: PublicReads, query: URLSearchParams) => Promise<PageData>;
}[] = [
  {
    pattern: paths.home,
    data: async (_params, reads) => {
      const [best, posts] = await Promise.all([reads.bestProjects(), reads.posts()]);
      return {
        entries: {
          [projectRequestKeys.best]: { data: best.map(projectSummary) },
          [postRequestKeys.list]: { data: posts },
        },
        found: true,
      };
    },
  },
  ...[paths.writing, routePatterns.writingTag].map((pattern) => ({
    pattern,
    data: async (_params: Params, reads: PublicReads) => ({
      entries: { [postRequestKeys.list]: { data: await reads.posts() } },
      found: true,
    }),
  })),
  {
    pattern: routePatterns.post,
    data: async ({ slug = '' }, reads) => {
      const post = await reads.post(slug);
      const entry = post ? { data: post } : { errorStatus: 404 };
      return { entries: { [postRequestKeys.post(slug)]: entry }, found: post !== undefined, post };
    },
  },
  {
    pattern: routePatterns.projects,
    data: async ({ categoryOfProject = '' }, reads) => ({
      entries: {
        [projectRequestKeys.category(categoryOfProject)]: {
          data: (await reads.categoryProjects(categoryOfProject)).map(projectSummary),
        },
        // The site's search finds posts too.
        [postRequestKeys.list]: { data: await reads.posts() },
      },
      found: true,
    }),
  },
  ...[routePatterns.project, routePatterns.projectPicture].map((pattern) => ({
    pattern,
    data: async ({ id = '' }: Params, reads: PublicReads) => {
      const project = await reads.project(id);
      const entry = project ? { data: project } : { errorStatus: 404 };
      return { entries: { [projectRequestKeys.project(id)]: entry }, found: project !== undefined, project };
    },
  })),
  {
    // A search's results, for a browser without the app (the app searches the published index itself).
    pattern: paths.search,
    data: async (_params, reads, query) => {
      const q = query.get('q') ?? '';
      return { entries: { [searchRequestKey(q)]: { data: await searchWithReads(q, reads) } }, found: true };
    },
  },
  { pattern: paths.about },
  { pattern: paths.services },
  { pattern: routePatterns.contact },
  { pattern: paths.contactSend },
  { pattern: paths.signIn },
  { pattern: paths.signUp },
  { pattern: paths.forbidden },
];

/** The signed-in areas, which the browser renders itself: they are sent as the frame with a loader. */
const APP_SHELL_PATTERNS = [paths.profile, paths.dashboard, `${paths.dashboard}/*`];

export async function pageDataFor(pathname: string, search: string, reads: PublicReads): Promise<PageData> {
  for (const page of PAGES) {
    const match = matchPath(page.pattern, pathname);
    if (match) {
      return page.data
        ? page.data(match.params, reads, new URLSearchParams(search))
        : { entries: {}, found: true };
    }
  }
  return { entries: {}, found: true };
}

/** Whether the path is one of the app's pages: any other is the API's, or unknown (the 404 page). */
export function isPagePath(pathname: string): boolean {
  return isAppShellPath(pathname) || PAGES.some((page) => matchPath(page.pattern, pathname));
}

/** Whether the path is one of the signed-in areas, sent as the frame with a loader. */
export function isAppShellPath(pathname: string): boolean {
  return APP_SHELL_PATTERNS.some((pattern) => matchPath(pattern, pathname));
}
