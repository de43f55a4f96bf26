import { technologyKey, type TechnologyChip } from '@portfolio/common';
import { useId } from 'react';
import { texts } from '../../../config/texts';

interface TechnologyChipsProps {
  chips: TechnologyChip[];
  /** The technologies chosen, in any spelling. */
  selected: string[];
  onToggle: (technology: string) => void;
}

/** One toggle button per technology; a pressed one keeps only the projects that use it. */
export function TechnologyChips({ chips, selected, onToggle }: TechnologyChipsProps) {
  const labelId = useId();
  const selectedKeys = new Set(selected.map(technologyKey));
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium text-slate-700">
        {texts.projects.technologiesLabel}
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {chips.map((chip) => {
          const pressed = selectedKeys.has(chip.key);
          return (
            <li key={chip.key}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onToggle(chip.label)}
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
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
