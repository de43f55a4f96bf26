import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { PageDataProvider, type PageData } from '../lib/page-data';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** The app in the browser: the router over the routes, with the data the server rendered the page with. */
export function App({ router, pageData }: { router: BrowserRouter; pageData: PageData }) {
  return (
    <PageDataProvider value={pageData}>
      <RouterProvider router={router} />
    </PageDataProvider>
  );
}
