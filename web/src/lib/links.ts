import type { MouseEvent } from 'react';

/**
 * Whether a click on a link asks for it elsewhere (a new tab or window, a download: a modifier key, a button other
 * than the main one): the app then leaves the link to the browser rather than answering it in the page.
 */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The click handler of a link the app answers in the page (`action`) rather than by loading its address, which is
 * where the link leads before the app runs; a click asking for it elsewhere keeps the link's own way.
 */
export function answeredInPage(action: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    action();
  };
}
