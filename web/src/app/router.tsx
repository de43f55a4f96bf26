import { createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { ForbiddenPage } from '../features/errors/ForbiddenPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { PublicLayout } from './layouts/PublicLayout';

export const router = createBrowserRouter([
  {
    path: paths.home,
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.forbidden, element: <ForbiddenPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
