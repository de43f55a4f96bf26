import { useSyncExternalStore } from 'react';
import { EARLY_CONTROL_ATTRIBUTE, THEME_LABELS_ATTRIBUTE } from '@/config/early-controls';
import { THEME_CHOICES, type ThemeChoice } from '@/config/theme';
import { texts } from '@/config/texts';
import { nextThemeChoice, readThemeChoice, saveThemeChoice, subscribeToThemeChoice } from '@/lib/theme';

const serverChoice = (): ThemeChoice => 'system';

/**
 * Cycles the colour theme: System, Light, Dark. Its name says the current choice. The served HTML says System (the
 * server cannot know); the stored choice shows once the page runs, while the page itself is already in it.
 */
export function ThemeButton({ className = '' }: { className?: string }) {
  const choice = useSyncExternalStore(subscribeToThemeChoice, readThemeChoice, serverChoice);
  const choose = () => saveThemeChoice(nextThemeChoice(choice));

  const label = texts.header.theme[choice];
  return (
    <button
      type="button"
      onClick={choose}
      aria-label={label}
      {...{
        [EARLY_CONTROL_ATTRIBUTE]: 'theme',
        [THEME_LABELS_ATTRIBUTE]: THEME_CHOICES.map((each) => texts.header.theme[each]).join('\n'),
      }}
      className={`grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        {/* Half light, half dark: the usual sign for a theme. */}
        <circle cx="12" cy="12" r="9" />
        <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
      </svg>
    </button>
  );
}
