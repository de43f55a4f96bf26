import { THEME_ATTRIBUTE, THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from '@/config/theme';

/** The stored choice; `system` when there is none or storage is unavailable. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const listeners = new Set<() => void>();

/** Calls back whenever the choice changes (for `useSyncExternalStore`). */
export function subscribeToThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies a choice to the page at once and keeps it for later visits (`system` forgets it). */
export function saveThemeChoice(choice: ThemeChoice): void {
  const system = choice === 'system';
  const root = document.documentElement;
  if (system) root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
  try {
    if (system) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** The choice a press of the theme button moves to: System → Light → Dark → System. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length] ?? 'system';
}
