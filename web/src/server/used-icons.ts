// Server-side only: a served page carries the brand logos its own content shows, and no others.
import { escapeRegExp } from '@portfolio/common';
import { BRAND_ICONS_SPRITE, INLINE_BRAND_ICONS_ID, inlineBrandIcons } from '@/config/brand-icons';

const INLINE_ICONS = new RegExp(
  `<div id="${INLINE_BRAND_ICONS_ID}" hidden><svg[^>]*>([\\s\\S]*?)</svg></div>`,
);
const SYMBOL = /<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g;
const MAIN = /<main\b[\s\S]*?<\/main>/;
/** A logo as the renderer writes it, pointing into the sprite. */
const SPRITE_USE = new RegExp(`<use href="${escapeRegExp(BRAND_ICONS_SPRITE)}#([^"]+)"`, 'g');

/**
 * The page with the template's hidden copy of the logos cut down to the ones its main content shows, and every
 * logo it carries pointing to it: they paint with the page, with no second document to fetch and lay out (the home
 * page's skills and the owner's card). The footer's social links, below the fold on every page, use the page's
 * copy where its content shows the same logos, and else the sprite: their bytes in every page would take some
 * pages' first response past the first round trip. A page whose content shows none carries none. A logo the copy
 * lacks keeps pointing to the sprite, as the app's own render of it does.
 */
export function withUsedIconsOnly(page: string): string {
  const inline = INLINE_ICONS.exec(page);
  if (!inline) return page;
  const [, content = ''] = inline;
  const main = MAIN.exec(page)?.[0] ?? '';
  const shown = new Set([...main.matchAll(SPRITE_USE)].map(([, id]) => id));
  const kept = [...content.matchAll(SYMBOL)].filter(([, id]) => shown.has(id));
  const carried = new Set(kept.map(([, id]) => id));
  return page
    .replace(INLINE_ICONS, () =>
      kept.length > 0 ? inlineBrandIcons(kept.map(([symbol]) => symbol).join('')) : '',
    )
    .replace(SPRITE_USE, (use, id: string) => (carried.has(id) ? `<use href="#${id}"` : use));
}
