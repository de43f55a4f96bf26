/** Where the build writes the brand logos' sprite (web/build/brand-icons.ts). */
export const BRAND_ICONS_SPRITE = '/images/brand-icons.svg';

/** The id of a page's own copy of the logos it shows. */
export const INLINE_BRAND_ICONS_ID = 'brand-icons';

/**
 * A page's own copy of logo symbols, before its root: a served page carries the ones it shows
 * (src/server/used-icons.ts), so they paint with it and need no second document. An element with `hidden` shows
 * nothing and takes no room (an outer `<svg>` ignores `hidden` and the `display` attribute in an HTML page); the
 * symbols inside it still draw wherever a `<use>` points to them.
 */
export function inlineBrandIcons(symbols: string): string {
  return `<div id="${INLINE_BRAND_ICONS_ID}" hidden><svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg></div>`;
}
