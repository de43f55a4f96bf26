/** The interface's fixed numbers and defaults. */

/** The header turns sticky once the page has scrolled past this many pixels. */
export const STICKY_HEADER_THRESHOLD_PX = 200;
/** After an expired session has been announced, the page reloads after this long. */
export const SESSION_EXPIRY_RELOAD_MS = 5000;
/** Where a sign-in comes from when the IP-geolocation service cannot tell: "latitude,longitude". */
export const DEFAULT_LOCATION = '0,0';
/** Success alerts close by themselves after this long; those of sign-in and sign-up stay a little longer. */
export const ALERT_AUTO_CLOSE_MS = 1500;
export const AUTH_ALERT_AUTO_CLOSE_MS = 2000;
/** The profile shows the account's creation time cut to this many characters (date and hour). */
export const ACCOUNT_CREATED_DISPLAY_LENGTH = 16;
/**
 * The performance mark the app sets when the browser is first idle, just before it loads Firebase Auth: what a page
 * fetched before it is its first load (the bench weighs it against the first-load budget).
 */
export const FIRST_IDLE_MARK = 'portfolio:first-idle';

/** The posts the home page shows at most. */
export const HOME_POSTS = 3;
