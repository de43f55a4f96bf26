/**
 * The header's menu and theme buttons work before the app does (a slow phone may wait seconds for it, a browser
 * may never run it): a click listener in the page's first script (page-boot-script.ts) handles a button marked
 * with this attribute (`menu` or `theme`) until the app marks the page as its own with APP_READY_ATTRIBUTE.
 */
export const EARLY_CONTROL_ATTRIBUTE = 'data-early';
/**
 * The theme button's names for each choice (THEME_CHOICES' order, one a line), as the page's language and the
 * owner's words have them: the first script renames the button from these before the app runs.
 */
export const THEME_LABELS_ATTRIBUTE = 'data-labels';
/** Set on <html> once the app runs: from then on its own handlers answer the controls. */
export const APP_READY_ATTRIBUTE = 'data-app';
/**
 * Set on <html> by the page's first script when one of the site's own scripts fails to load, or by the app when it
 * cannot load a served page's own code: the app will not start, the served page stays as it is, and what waits for
 * the app (sign-in) says so and offers a reload.
 */
export const APP_FAILED_ATTRIBUTE = 'data-app-failed';

/** Whether the header's menu was opened before the app started: the app then starts with it open. */
export function menuOpenedBeforeTheApp(): boolean {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute(APP_READY_ATTRIBUTE))
    return false;
  // One selector for both, rather than reading the attribute: the first load has bytes to spare for neither.
  return !!document.querySelector(`[${EARLY_CONTROL_ATTRIBUTE}=menu][aria-expanded=true]`);
}

/**
 * Marks what a served page shows while it waits for the app (the sign-in and sign-up forms, which only the app can
 * send): the page's start script then starts the app at once instead of on the visitor's first action.
 */
export const AWAITS_APP_ATTRIBUTE = 'data-awaits-app';
