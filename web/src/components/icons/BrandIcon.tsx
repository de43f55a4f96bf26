import { BRAND_ICONS_SPRITE } from '@/config/brand-icons';

/**
 * Where a logo's symbol is: in the page when the page carries it, else in the sprite. The same on both sides of a
 * hydration, as the served page's markup points to its own copy exactly where the page carries one.
 */
function symbolHref(id: string): string {
  // No document while rendering on the server: its post-processor points the logos it inlines to their copy.
  return `${globalThis.document?.getElementById(id) ? '' : BRAND_ICONS_SPRITE}#${id}`;
}

/**
 * A brand logo: `skill-<slug>` in its brand colour, `social-<network>` in the text colour.
 * Decorative, so the text beside it names it.
 */
export function BrandIcon({ id, className = 'size-6' }: { id: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <use href={symbolHref(id)} />
    </svg>
  );
}
