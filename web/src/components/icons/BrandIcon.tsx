import type { SimpleIcon } from 'simple-icons';

interface BrandIconProps {
  icon: Pick<SimpleIcon, 'path'>;
  className?: string;
  /** Paint the icon in its brand colour instead of the current text colour. */
  color?: string;
}

/** A brand logo from Simple Icons, inlined as SVG; decorative, so the text beside it names it. */
export function BrandIcon({ icon, className = 'size-6', color }: BrandIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={color ?? 'currentColor'}
      aria-hidden="true"
      focusable="false"
    >
      <path d={icon.path} />
    </svg>
  );
}
