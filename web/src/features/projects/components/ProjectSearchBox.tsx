import { PROJECT_FILTER_PARAMS } from '@portfolio/common';
import { useId, useState, type Ref } from 'react';
import { projectFilterTexts } from '@/config/project-filter-texts';

interface ProjectSearchBoxProps {
  /** The query the URL holds. */
  query: string;
  onQueryChange: (query: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The labelled search box of the projects page. */
export function ProjectSearchBox({ query, onQueryChange, inputRef }: ProjectSearchBoxProps) {
  const id = useId();
  // The box keeps what was typed (spaces included) while the URL follows; a change that comes from the URL (Back,
  // Forward, Clear filters) is written into the box during render, so both agree without an effect.
  const [text, setText] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  if (query !== lastQuery) {
    setLastQuery(query);
    if (query.trim() !== text.trim()) setText(query);
  }
  return (
    <div className="sm:max-w-md">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {projectFilterTexts.searchLabel}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="search"
        name={PROJECT_FILTER_PARAMS.query}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onQueryChange(event.target.value);
        }}
        placeholder={projectFilterTexts.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        className="field-input mt-1.5"
      />
    </div>
  );
}
