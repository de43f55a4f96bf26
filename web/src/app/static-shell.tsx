// Rendered on the server only (web/src/server/render-page.tsx): never imported by the app, so react-dom/server stays
// out of the bundle.
import type { SiteContent } from '@portfolio/common';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import { PublicFrame } from './layouts/PublicFrame';
import { SiteContentProvider } from '@/lib/site-content';
import { SiteHeader } from './layouts/SiteHeader';

/** A path that is no page's, so that the header's links are plain routes with none marked as the current one. */
const NEUTRAL_PATH = '/_shell';

/**
 * The public frame as the app first renders it (session unknown, page loading), as HTML for the signed-in areas,
 * which the browser renders: it paints the frame before the JavaScript arrives, and the app replaces it when it
 * starts. It has links but no button: nothing is offered that only the app could answer.
 */
export function renderStaticShell(site: SiteContent): string {
  return renderToStaticMarkup(
    <SiteContentProvider initial={site}>
      <MemoryRouter initialEntries={[NEUTRAL_PATH]}>
        <PublicFrame
          header={<SiteHeader session={{ status: 'loading' }} onSignOut={() => {}} withButtons={false} />}
        >
          <PageLoader />
        </PublicFrame>
      </MemoryRouter>
    </SiteContentProvider>,
  );
}
