import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { texts } from '@/config/texts';
import { reloadPage } from '@/lib/reload-page';
import { isChunkLoadError } from './chunk-load-error';
import { NotFoundPage } from './NotFoundPage';
import { StatusPage } from './StatusPage';

/**
 * The router's error screen, inside the layout of the failed route: a page whose code could not be downloaded
 * offers a reload; any other failure says so plainly, with the same reload and the way home.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunkFailed = isChunkLoadError(error);
  return (
    <StatusPage
      title={chunkFailed ? texts.errors.chunkLoadTitle : texts.errors.unexpectedTitle}
      body={chunkFailed ? texts.errors.chunkLoadBody : texts.errors.unexpectedBody}
      action={texts.errors.goHome}
    >
      <button type="button" className="btn-primary" onClick={reloadPage}>
        {texts.errors.reload}
      </button>
    </StatusPage>
  );
}

/** The last resort, for a failure outside any layout: the same screen, in a page landmark of its own. */
export function AppErrorPage() {
  return (
    <main id="main" className="flex-1">
      <RouteErrorPage />
    </main>
  );
}
