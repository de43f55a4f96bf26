import {
  PROJECT_FILTER_PARAMS,
  technologyChips,
  technologyKey,
  type ProjectSummary,
  type ProjectFilter,
} from '@portfolio/common';
import { useMemo, type Ref } from 'react';
import { useHref, type To } from 'react-router-dom';
import { ProjectSearchBox } from './ProjectSearchBox';
import { TechnologyChips } from './TechnologyChips';
import { projectFilterTexts } from '@/config/project-filter-texts';

interface ProjectFiltersProps {
  /** The category's projects, which the chips are built from. */
  projects: ProjectSummary[];
  filter: ProjectFilter;
  /** Where a technology chip leads: the list with that technology added, or removed. */
  toggleLink: (technology: string) => To;
  /** Where the browser sends the form itself: the filtered list's own path. */
  formAction: string;
  onQueryChange: (query: string) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * The search box and the technology chips. Without the app the form still works: Enter sends the words and the
 * chosen technologies as the same query string (a GET to the filtered list's path), and each chip is a link.
 */
export function ProjectFilters({
  projects,
  filter,
  toggleLink,
  formAction,
  onQueryChange,
  searchRef,
}: ProjectFiltersProps) {
  const chips = useMemo(() => technologyChips(projects), [projects]);
  // In the page's own language: the router's base is its prefix.
  const action = useHref(formAction);
  // A technology chosen in the URL that none of these projects has still gets its (pressed) chip, to unpress it.
  const known = new Set(chips.map((chip) => chip.key));
  const unknown = filter.technologies
    .filter((technology) => !known.has(technologyKey(technology)))
    .map((technology) => ({ key: technologyKey(technology), label: technology, count: 0 }));
  return (
    <form
      role="search"
      aria-label={projectFilterTexts.filtersLabel}
      method="get"
      action={action}
      onSubmit={(event) => event.preventDefault()}
      className="mt-6 space-y-4"
    >
      {filter.technologies.map((technology) => (
        <input key={technology} type="hidden" name={PROJECT_FILTER_PARAMS.technology} value={technology} />
      ))}
      <ProjectSearchBox query={filter.query} onQueryChange={onQueryChange} inputRef={searchRef} />
      <TechnologyChips
        chips={[...chips, ...unknown]}
        selected={filter.technologies}
        toggleLink={toggleLink}
      />
    </form>
  );
}
