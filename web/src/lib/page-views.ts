import type { ViewBeacon } from '@portfolio/common';
import { lastKnownAuthView } from '@/lib/auth';
import { API_BASE } from '@/lib/api-client';
import { whenIdle } from '@/lib/when-idle';

/** The signed-in areas and the account pages: not pages a visitor reads, so not counted. */
const UNCOUNTED = /^\/(dashboard|profile|signIn|signUp|forbidden)(\/|$)/;

/**
 * Reports one view of a public page: its path, and the host of the page before it (no cookie, no identifier).
 * None is sent for the owner, or for a browser that asks not to be tracked (the API would ignore either).
 */
function reportView(path: string, previousPage: string): void {
  const session = lastKnownAuthView();
  const { globalPrivacyControl, doNotTrack } = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (UNCOUNTED.test(path) || globalPrivacyControl || doNotTrack === '1') return;
  if (session.status === 'signedIn' && session.isAdmin) return;
  const beacon: ViewBeacon = { path };
  if (previousPage) beacon.referrer = new URL(previousPage).hostname;
  navigator.sendBeacon?.(`${API_BASE}/views`, JSON.stringify(beacon));
}

/**
 * Counts the page the visitor arrived at, and each page the app then shows (its referrer is the site itself, so it
 * is not counted as an arrival). Loaded when the browser is first idle, off the app's start: a page the app showed
 * before then is counted once this runs.
 */
export function countPageViews(
  router: {
    state: { location: { pathname: string } };
    subscribe(listener: (state: { location: { pathname: string } }) => void): unknown;
  },
  arrivalPath: string,
): void {
  reportView(arrivalPath, document.referrer);
  let lastPath = arrivalPath;
  const follow = (pathname: string) => {
    if (pathname === lastPath) return;
    lastPath = pathname;
    whenIdle(() => reportView(pathname, location.href));
  };
  follow(router.state.location.pathname);
  router.subscribe(({ location: next }) => follow(next.pathname));
}
