import { THEME_ATTRIBUTE, THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from '../config/theme';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value);
}

/** The stored choice; `system` when there is none or storage is unavailable. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
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

/** Applies a choice to the page at once and keeps it for later visits. */
export function saveThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** The choice a press of the theme button moves to: System → Light → Dark → System. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length] ?? 'system';
}
