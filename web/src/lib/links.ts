import type { MouseEvent } from 'react';

/**
 * Whether a click on a link asks for it elsewhere (a new tab or window, a download: a modifier key, a button other
 * than the main one): the app then leaves the link to the browser rather than answering it in the page.
 */
export function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
