import { useCallback, useEffect, useRef, useState } from 'react';

/** From this width up the side menu is always shown (Tailwind's `md`), and the drawer is not used. */
const WIDE_SCREEN_QUERY = '(min-width: 768px)';

/**
 * A drawer on small screens: opening it moves focus to the first link of its menu; Escape, the backdrop or a link closes it and
 * returns focus to the toggle. Growing the window past the phone layout closes it too.
 */
export function useDrawer<Panel extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // The menu's first page, not the logo above it: the drawer is opened to choose a page.
    panelRef.current?.querySelector<HTMLElement>('nav a[href]')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const wide = window.matchMedia?.(WIDE_SCREEN_QUERY);
    const closeWhenWide = () => {
      if (wide?.matches) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    wide?.addEventListener('change', closeWhenWide);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      wide?.removeEventListener('change', closeWhenWide);
    };
  }, [open, close]);

  return { open, toggle: () => setOpen((isOpen) => !isOpen), close, toggleRef, panelRef };
}
