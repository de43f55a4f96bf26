/** Where the build writes the brand logos' sprite (web/build/brand-icons.ts). */
export const BRAND_ICONS_SPRITE = '/images/brand-icons.svg';

/**
 * A brand logo from the sprite: `skill-<slug>` in its brand colour, `social-<network>` in the text colour.
 * Decorative, so the text beside it names it.
 */
export function BrandIcon({ id, className = 'size-6' }: { id: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`${BRAND_ICONS_SPRITE}#${id}`} />
    </svg>
  );
}
