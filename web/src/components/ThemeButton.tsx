import { useSyncExternalStore } from 'react';
import type { ThemeChoice } from '../config/theme';
import { texts } from '../config/texts';
import { nextThemeChoice, readThemeChoice, saveThemeChoice, subscribeToThemeChoice } from '../lib/theme';

const ICON_PATHS: Record<ThemeChoice, string> = {
  // A screen: the system decides.
  system: 'M4 5h16v11H4zM9 20h6M12 16v4',
  // A sun.
  light:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  // A moon.
  dark: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
};

const serverChoice = (): ThemeChoice => 'system';

/**
 * Cycles the colour theme: System, Light, Dark. Its name says the current choice. The served HTML says System (the
 * server cannot know); the stored choice shows once the page runs, while the page itself is already in it.
 */
export function ThemeButton({ className = '' }: { className?: string }) {
  const choice = useSyncExternalStore(subscribeToThemeChoice, readThemeChoice, serverChoice);
  const choose = () => saveThemeChoice(nextThemeChoice(choice));

  const label = texts.header.theme(texts.header.themeChoices[choice]);
  return (
    <button
      type="button"
      onClick={choose}
      aria-label={label}
      title={label}
      className={`grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={ICON_PATHS[choice]} />
      </svg>
    </button>
  );
}
