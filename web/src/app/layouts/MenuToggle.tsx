import type { Ref } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons/ui-icons';

interface MenuToggleProps {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  /** The id of the menu it shows and hides. */
  controls: string;
  label: string;
  onToggle: () => void;
}

/** The button that shows and hides a menu below the md breakpoint, where the menu does not fit in a row. */
export function MenuToggle({ ref, open, controls, label, onToggle }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      <span className="sr-only">{label}</span>
    </button>
  );
}
