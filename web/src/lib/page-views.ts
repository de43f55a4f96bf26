import type { ViewBeacon } from '@portfolio/common';
import { lastKnownAuthView } from '@/lib/auth';
import { API_BASE } from '@/lib/api-client';

/** The signed-in areas and the account pages: not pages a visitor reads, so not counted. */
const UNCOUNTED = /^\/(dashboard|profile|signIn|signUp|forbidden)(\/|$)/;

/** Whether this browser asks not to be tracked (the API ignores such a view anyway: then none is sent). */
function asksNotToBeCounted(): boolean {
  const { globalPrivacyControl, doNotTrack } = navigator as Navigator & { globalPrivacyControl?: boolean };
  return globalPrivacyControl === true || doNotTrack === '1';
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}

/** Reports one view of a public page: its path, and the host of the page before it, with no cookie or identifier. */
function reportView(path: string, referrer: string): void {
  const session = lastKnownAuthView();
  if (UNCOUNTED.test(path) || asksNotToBeCounted() || (session.status === 'signedIn' && session.isAdmin))
    return;
  let host: string | undefined;
  try {
    host = referrer ? new URL(referrer).hostname : undefined;
  } catch {
    host = undefined;
  }
  const beacon: ViewBeacon = { path, ...(host && { referrer: host }) };
  navigator.sendBeacon?.(`${API_BASE}/views`, JSON.stringify(beacon));
}

/**
 * Counts the page's view once it is loaded and idle, and each page the app then shows (a view after another of the
 * site names the site as its referrer, so it is not counted as an arrival).
 */
export function countPageViews(router: {
  subscribe(listener: (state: { location: { pathname: string } }) => void): unknown;
}): void {
  let lastPath = location.pathname;
  whenIdle(() => reportView(lastPath, document.referrer));
  router.subscribe(({ location: next }) => {
    if (next.pathname === lastPath) return;
    lastPath = next.pathname;
    whenIdle(() => reportView(next.pathname, location.href));
  });
}
