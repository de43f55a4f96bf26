import { whenIdle } from '@/lib/when-idle';
import { reportView, VIEW_REPORT_RULES } from '@/lib/view-report';

/**
 * Counts each page the app shows after the one the visitor arrived at (which the page's start script reports, app
 * or no app). Their referrer is the site itself, so none counts as an arrival. Loaded when the browser is first idle,
 * off the app's start: a page the app showed before then is counted once this runs.
 */
export function countPageViews(
  router: {
    state: { location: { pathname: string } };
    subscribe(listener: (state: { location: { pathname: string } }) => void): unknown;
  },
  arrivalPath: string,
): void {
  let lastPath = arrivalPath;
  const follow = (pathname: string) => {
    if (pathname === lastPath) return;
    lastPath = pathname;
    whenIdle(() => reportView(pathname, location.href, VIEW_REPORT_RULES));
  };
  follow(router.state.location.pathname);
  router.subscribe(({ location: next }) => follow(next.pathname));
}
