import type { ViewBeacon } from '@portfolio/common';
import { API_BASE } from '../config/api';
import { SESSION_HINT_KEY } from '../config/session-hint';

/** What reporting a view needs to know of the site, handed to `reportView` (which refers to nothing outside it). */
export interface ViewReportRules {
  endpoint: string;
  /** The session hint's localStorage key: the owner's hint says `isAdmin`. */
  hintKey: string;
  /** The paths not counted, as a regular expression's source. */
  uncounted: string;
}

export const VIEW_REPORT_RULES: ViewReportRules = {
  endpoint: `${API_BASE}/views`,
  hintKey: SESSION_HINT_KEY,
  // The signed-in areas and the account pages: not pages a visitor reads.
  uncounted: '^/(dashboard|profile|signIn|signUp|forbidden)(/|$)',
};

/**
 * Reports one view of a public page: its path, and the host of the page before it (no cookie, no identifier). None
 * is sent for the owner (as the session hint says: it is written on every report of Firebase Auth), or for a
 * browser that asks not to be tracked; the API would ignore either.
 *
 * The page's start script carries this function's source, to report the page a visitor arrived at whether or not
 * the app ever starts; the app reports the pages it shows itself. So the function refers to nothing but its
 * arguments and the browser's globals.
 */
export function reportView(path: string, previousPage: string, rules: ViewReportRules): void {
  const { globalPrivacyControl, doNotTrack } = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (new RegExp(rules.uncounted).test(path) || globalPrivacyControl || doNotTrack === '1') return;
  try {
    if ((JSON.parse(localStorage.getItem(rules.hintKey) ?? '{}') as { isAdmin?: unknown }).isAdmin === true)
      return;
  } catch {
    // No readable hint: not known to be the owner.
  }
  const beacon: ViewBeacon = { path };
  if (previousPage) beacon.referrer = new URL(previousPage).hostname;
  navigator.sendBeacon?.(rules.endpoint, JSON.stringify(beacon));
}
