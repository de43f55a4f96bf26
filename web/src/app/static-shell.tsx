// Rendered at build time only (web/build/prerender.ts, through the server renderer): never imported by the app, so
// react-dom/server stays out of the bundle.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { PublicFrame } from './layouts/PublicFrame';
import { SiteHeader } from './layouts/SiteHeader';

/** A path that is no page's, so that the header's links are plain routes with none marked as the current one. */
const NEUTRAL_PATH = '/_shell';

/**
 * The public frame as the app first renders it (session unknown, page loading), as HTML for app-shell.html (the
 * signed-in areas, rendered in the browser): the browser paints it before the JavaScript arrives, and the app
 * replaces it when it starts.
 */
export function renderStaticShell(): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[NEUTRAL_PATH]}>
      <PublicFrame header={<SiteHeader session={{ status: 'loading' }} onSignOut={() => {}} />}>
        <PageLoader />
      </PublicFrame>
    </MemoryRouter>,
  );
}
