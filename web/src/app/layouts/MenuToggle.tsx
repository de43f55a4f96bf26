import type { Ref } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons/ui-icons';
import { EARLY_CONTROL_ATTRIBUTE } from '@/config/early-controls';

interface MenuToggleProps {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  /** The id of the menu it shows and hides. */
  controls: string;
  label: string;
  onToggle: () => void;
}

/**
 * The button that shows and hides a menu below the md breakpoint, where the menu does not fit in a row. The menu
 * after it shows from its `aria-expanded` (`peer-aria-expanded:`), so the page's first script can open it too.
 */
export function MenuToggle({ ref, open, controls, label, onToggle }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="peer group grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      {...{ [EARLY_CONTROL_ATTRIBUTE]: 'menu' }}
    >
      {/* The icon follows aria-expanded, which the page's first script may set before the app runs. */}
      <MenuIcon className="size-6 group-aria-expanded:hidden" />
      <CloseIcon className="hidden size-6 group-aria-expanded:block" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
