/** Where the build writes the brand logos' sprite (web/build/brand-icons.ts). */
export const BRAND_ICONS_SPRITE = '/images/brand-icons.svg';

/**
 * The id of the page's own copy of the logos it shows (a hidden `<svg>` of symbols before the root): a served page
 * carries them inline (src/server/used-icons.ts), so they paint with it and need no second document.
 */
export const INLINE_BRAND_ICONS_ID = 'brand-icons';
