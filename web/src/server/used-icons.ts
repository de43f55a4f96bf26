// Server-side only: a served page carries the brand logos it shows, and no others.
import { BRAND_ICONS_SPRITE, INLINE_BRAND_ICONS_ID, inlineBrandIcons } from '@/config/brand-icons';

const INLINE_ICONS = new RegExp(
  `<div id="${INLINE_BRAND_ICONS_ID}" hidden><svg[^>]*>([\\s\\S]*?)</svg></div>`,
);
const SYMBOL = /<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g;
const escapedSprite = BRAND_ICONS_SPRITE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A logo as the renderer writes it, pointing into the sprite. */
const SPRITE_USE = new RegExp(`<use href="${escapedSprite}#([^"]+)"`, 'g');

/**
 * The page with the template's hidden copy of the logos cut down to the ones its markup shows, and those pointing
 * to it: they paint with the page, with no second document to fetch and lay out. A page that shows none carries
 * none. A logo the copy lacks keeps pointing to the sprite, as the app's own render of it does.
 */
export function withUsedIconsOnly(page: string): string {
  const inline = INLINE_ICONS.exec(page);
  if (!inline) return page;
  const [, content = ''] = inline;
  const shown = new Set([...page.matchAll(SPRITE_USE)].map(([, id]) => id));
  const kept = [...content.matchAll(SYMBOL)].filter(([, id]) => shown.has(id));
  const carried = new Set(kept.map(([, id]) => id));
  return page
    .replace(INLINE_ICONS, () =>
      kept.length > 0 ? inlineBrandIcons(kept.map(([symbol]) => symbol).join('')) : '',
    )
    .replace(SPRITE_USE, (use, id: string) => (carried.has(id) ? `<use href="#${id}"` : use));
}
