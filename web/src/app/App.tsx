import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { APP_READY_ATTRIBUTE } from '@/config/early-controls';
import type { SiteContent } from '@portfolio/common';
import { PageDataProvider, type PageData } from '@/lib/page-data';
import { SiteContentProvider } from '@/lib/site-content';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** The app in the browser: the router over the routes, with the site content and data the page came with. */
export function App({
  router,
  pageData,
  siteContent,
}: {
  router: BrowserRouter;
  pageData: PageData;
  siteContent?: SiteContent;
}) {
  // From now on the app answers the header's controls, not the page's first script.
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return (
    <SiteContentProvider initial={siteContent}>
      <PageDataProvider value={pageData}>
        <RouterProvider router={router} />
      </PageDataProvider>
    </SiteContentProvider>
  );
}
