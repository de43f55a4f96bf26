import type { RouteObject } from 'react-router-dom';
import { Loader } from '@/components/Loader';
import { PageLoader } from '@/components/PageLoader';
import { paths, routePatterns } from '@/config/paths';
import { ForbiddenPage } from '@/features/errors/ForbiddenPage';
import { NotFoundPage } from '@/features/errors/NotFoundPage';
import { AppErrorPage, RouteErrorPage } from '@/features/errors/RouteErrorPage';
import { HomePage } from './HomePage';
import { PublicLayout } from './layouts/PublicLayout';
import { SessionRoot } from './SessionRoot';

// The dashboard is loaded only behind the admin guard, as chunks of its own: none of it reaches the public pages.
const loadDashboard = () => import('@/features/dashboard');
// The guards bring Firebase and reactfire with them: loaded with the signed-in routes only.
let guards: ReturnType<typeof import('./guards/signed-in-area').loadSignedInGuards> | undefined;
const loadGuards = () =>
  (guards ??= import('./guards/signed-in-area').then((module) => module.loadSignedInGuards()));

// Home and the error pages are in the first load; every other page is its own chunk. A page the server sent
// rendered loads its chunk before it hydrates; otherwise a page's chunk loads on first visit.
const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    // On a first load the frame shows at once, with a loader in place of the page while its chunk loads.
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        path: routePatterns.projects,
        lazy: () =>
          import('./projects-search-page').then((module) => ({ Component: module.ProjectsSearchPage })),
      },
      // A project page, and the same page showing one of its screenshots.
      ...[routePatterns.project, routePatterns.projectPicture].map((path) => ({
        path,
        lazy: () =>
          import('./project-page/ProjectPage').then((module) => ({ Component: module.ProjectPage })),
      })),
      // The writing list, and the same list showing one tag's posts.
      ...[paths.writing, routePatterns.writingTag].map((path) => ({
        path,
        lazy: () =>
          import('@/features/writing/WritingPage').then((module) => ({ Component: module.WritingPage })),
      })),
      {
        path: routePatterns.post,
        lazy: () => import('./writing-pages').then((module) => ({ Component: module.PostRoute })),
      },
      // The route's module is its whole answer (`Component`): the first load carries the least for it.
      { path: paths.search, lazy: () => import('@/features/search/search-route') },
      {
        path: paths.services,
        lazy: () =>
          import('@/features/services/ServicesPage').then((module) => ({
            Component: module.ServicesPage,
          })),
      },
      {
        path: paths.about,
        lazy: () => import('@/features/about/AboutPage').then((module) => ({ Component: module.AboutPage })),
      },
      // The contact page, the page its form sent natively answers with when refused, and the one saying it was sent.
      ...[routePatterns.contact, paths.contactSend].map((path) => ({
        path,
        lazy: () =>
          import('@/features/contact/ContactPage').then((module) => ({ Component: module.ContactPage })),
      })),
      {
        path: paths.signIn,
        lazy: () => import('@/features/auth/SignInPage').then((module) => ({ Component: module.SignInPage })),
      },
      {
        path: paths.signUp,
        lazy: () => import('@/features/auth/SignUpPage').then((module) => ({ Component: module.SignUpPage })),
      },
      {
        lazy: () => loadGuards().then((module) => ({ Component: module.SignedInRoute })),
        children: [
          {
            path: paths.profile,
            lazy: () =>
              import('@/features/profile/ProfilePage').then((module) => ({
                Component: module.ProfilePage,
              })),
          },
        ],
      },
    ],
  },
  // Eager (and tiny): session expiry navigates here while a guard may redirect; a lazy route would lose that race.
  { path: paths.forbidden, element: <ForbiddenPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const dashboardPages: RouteObject[] = [
  {
    index: true,
    lazy: () => loadDashboard().then((module) => ({ Component: module.DashboardHomePage })),
  },
  {
    path: paths.dashboardAddProject,
    lazy: () => loadDashboard().then((module) => ({ Component: module.AddProjectPage })),
  },
  {
    path: paths.dashboardMyProjects,
    lazy: () => loadDashboard().then((module) => ({ Component: module.MyProjectsPage })),
  },
  {
    path: paths.dashboardUpdateProject(':projectId'),
    lazy: () => loadDashboard().then((module) => ({ Component: module.EditProjectPage })),
  },
  {
    path: paths.dashboardMessages,
    lazy: () => loadDashboard().then((module) => ({ Component: module.MessagesPage })),
  },
  {
    path: paths.dashboardSite,
    lazy: () => loadDashboard().then((module) => ({ Component: module.SitePage })),
  },
  {
    path: paths.dashboardStats,
    lazy: () => loadDashboard().then((module) => ({ Component: module.StatsPage })),
  },
  {
    path: `${paths.dashboardWriting}/*`,
    lazy: () => loadDashboard().then((module) => ({ Component: module.WritingDashboard })),
  },
  {
    path: paths.dashboardTrash,
    lazy: () => loadDashboard().then((module) => ({ Component: module.TrashPage })),
  },
  {
    path: `${paths.dashboardTranslations}/*`,
    lazy: () => loadDashboard().then((module) => ({ Component: module.TranslationsDashboard })),
  },
];

/*
 * The routes, shared by the browser's router and the server's renderer. A chunk that fails to download (offline, or
 * replaced by a newer deploy) or a page that throws shows the error screen inside its layout, through the pathless routes' `errorElement`; a failure above them, the root's.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    // Shown on a first load of the dashboard while its lazily loaded layout is fetched.
    hydrateFallbackElement: <Loader />,
    errorElement: <AppErrorPage />,
    children: [
      {
        path: paths.home,
        element: <PublicLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: publicPages }],
      },
      {
        path: paths.dashboard,
        lazy: () => loadGuards().then((module) => ({ Component: module.AdminRoute })),
        children: [
          {
            lazy: () =>
              import('./layouts/DashboardLayout').then((module) => ({ Component: module.DashboardLayout })),
            children: [{ errorElement: <RouteErrorPage />, children: dashboardPages }],
          },
        ],
      },
    ],
  },
];
