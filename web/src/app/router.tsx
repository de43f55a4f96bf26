import { lazy, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { HomePage } from '../features/home/HomePage';
import { PublicLayout } from './layouts/PublicLayout';

/** A page component loaded from its own chunk on first visit. */
function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Home is the landing page and stays in the first load; every other page is its own chunk.
const ServicesPage = lazyPage(() => import('../features/services/ServicesPage'), 'ServicesPage');
const AboutPage = lazyPage(() => import('../features/about/AboutPage'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/contact/ContactPage'), 'ContactPage');
const ProjectsPage = lazyPage(() => import('../features/projects/ProjectsPage'), 'ProjectsPage');
const ProjectDetailPage = lazyPage(
  () => import('../features/projects/ProjectDetailPage'),
  'ProjectDetailPage',
);
const ForbiddenPage = lazyPage(() => import('../features/errors/ForbiddenPage'), 'ForbiddenPage');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');

export const router = createBrowserRouter([
  {
    path: paths.home,
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.services, element: <ServicesPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: routePatterns.projects, element: <ProjectsPage /> },
      { path: routePatterns.project, element: <ProjectDetailPage /> },
      { path: paths.forbidden, element: <ForbiddenPage /> },
      // The accounts pages (/signIn, /signUp, /profile, /dashboard/*) are added by their own work.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
