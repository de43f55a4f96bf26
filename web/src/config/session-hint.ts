/**
 * The session hint: the last known session, kept in localStorage so that a returning user sees their avatar at once
 * instead of "Sign In" first, before Firebase Auth (loaded later) confirms or ends it.
 */
export const SESSION_HINT_KEY = 'portfolio.session';

/**
 * Set on <html> by the page's first script when the hint knows of a session. The served page's "Sign In" link hides
 * (the app shows who is signed in instead), and the app starts as soon as the page has painted: without a session,
 * a public page needs no app until its visitor does something.
 */
export const SESSION_HINT_ATTRIBUTE = 'data-session';
