import { technologyKey, type TechnologyChip } from '@portfolio/common';
import { useId, useState } from 'react';
import { type To } from 'react-router-dom';
import { Link } from '@/components/links';
import { projectFilterTexts } from '@/config/project-filter-texts';

interface TechnologyChipsProps {
  chips: TechnologyChip[];
  /** The technologies chosen, in any spelling. */
  selected: string[];
  /** Where a chip leads: the list's URL with its technology added, or removed when it is chosen. */
  toggleLink: (technology: string) => To;
}

/** On a phone, the most used technologies show first; the others behind a button, so the list stays in view. */
const PHONE_CHIP_COUNT = 8;

/** What the page's address ends with when every chip is shown on a phone without the app (CSS `:target`). */
const ALL_CHIPS_FRAGMENT = 'technologies';

/**
 * One link per technology, to the list with that technology added (or removed when it is chosen: the chosen one
 * says so, `aria-current`): the server renders that URL filtered, and the app goes there without a reload.
 */
export function TechnologyChips({ chips, selected, toggleLink }: TechnologyChipsProps) {
  const labelId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const selectedKeys = new Set(selected.map(technologyKey));
  const collapsible = chips.length > PHONE_CHIP_COUNT;
  return (
    // Without the app, "All N technologies" is a link to this element, which CSS then shows whole.
    <div id={ALL_CHIPS_FRAGMENT} className="group scroll-mt-24">
      <div role="group" aria-labelledby={labelId}>
        <p id={labelId} className="text-sm font-medium text-slate-700">
          {projectFilterTexts.technologiesLabel}
        </p>
        <ul id={listId} className="mt-1.5 flex flex-wrap gap-2">
          {chips.map((chip, index) => {
            const pressed = selectedKeys.has(chip.key);
            const hiddenOnPhone = !expanded && !pressed && index >= PHONE_CHIP_COUNT;
            return (
              <li
                key={chip.key}
                className={hiddenOnPhone ? 'max-sm:hidden max-sm:group-target:block' : undefined}
              >
                <Link
                  to={toggleLink(chip.label)}
                  aria-current={pressed ? 'true' : undefined}
                  // The visitor is looking at the list that changes: the page stays where it is.
                  preventScrollReset
                  onClick={() => {
                    // Unchosen, a chip past the first ones would vanish under the focus: the list unfolds instead.
                    if (index >= PHONE_CHIP_COUNT) setExpanded(true);
                  }}
                  className={`inline-flex items-center gap-1 rounded-md border px-3 py-1 text-sm font-medium transition-colors ${
                    pressed
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
                  }`}
                >
                  {pressed && (
                    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-current">
                      <path d="M6.2 11.6 2.6 8l1.1-1.1 2.5 2.5 6.1-6.1 1.1 1.1z" />
                    </svg>
                  )}
                  {chip.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      {collapsible && (
        <a
          href={`#${ALL_CHIPS_FRAGMENT}`}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={(event) => {
            event.preventDefault();
            setExpanded((open) => !open);
          }}
          className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 group-target:hidden hover:text-brand-800 sm:hidden"
        >
          {expanded ? projectFilterTexts.fewerTechnologies : projectFilterTexts.allTechnologies(chips.length)}
        </a>
      )}
    </div>
  );
}
