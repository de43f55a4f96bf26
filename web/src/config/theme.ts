/** The visitor's colour theme: the system's, or one chosen with the header's theme button. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The theme button's name, which says the current choice (a press moves to the next one). */
export const THEME_BUTTON_LABELS: Record<ThemeChoice, string> = {
  system: 'Theme: System',
  light: 'Theme: Light',
  dark: 'Theme: Dark',
};

/** Where the choice is kept (localStorage); the page's first script reads it before anything paints. */
export const THEME_STORAGE_KEY = 'theme';
/** The attribute of <html> that carries a chosen theme; without it, the system's applies. */
export const THEME_ATTRIBUTE = 'data-theme';

/**
 * The inline script at the top of every page: it applies a stored choice before the first paint, so a page never
 * flashes in the other theme. Kept tiny and dependency-free; the CSP allows it by its hash.
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='light'||t==='dark')document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)}catch(e){}`;
