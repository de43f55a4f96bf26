import {
  normaliseText,
  PROJECT_FILTER_PARAMS,
  projectFilterFromQuery,
  queryWithFilter,
  toggleTechnology,
  type ProjectFilter,
} from '@portfolio/common';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The projects page's filter, kept in the URL (`?tech=React&tech=Firebase&q=shop`) so that it can be shared,
 * survives a reload and follows Back and Forward. It is read during render, so a server given the same URL renders
 * the same filtered list.
 *
 * History: a chip (a link) or Clear filters is a step of its own (pushed), so Back undoes it. Typing pushes once, when
 * a search starts, then replaces while the words are refined, so Back leaves the search in one step rather than one
 * letter at a time.
 */
function searchUnderWay(search: string): boolean {
  return normaliseText(new URLSearchParams(search).get(PROJECT_FILTER_PARAMS.query) ?? '') !== '';
}

const NO_FILTER: ProjectFilter = { technologies: [], query: '' };

export function useProjectFilter() {
  // The location and navigate hooks rather than useSearchParams: the router code they need is in the first load
  // already, and the home page's budget has no room for more.
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  // The address as last asked for: keys can come faster than the page re-renders with the new one.
  const latestSearch = useRef(search);
  useEffect(() => {
    latestSearch.current = search;
  }, [search]);
  const filter = useMemo(() => projectFilterFromQuery(searchParams), [searchParams]);

  function linkTo(next: ProjectFilter): { search: string } {
    const query = new URLSearchParams(queryWithFilter(searchParams, next)).toString();
    return { search: query ? `?${query}` : '' };
  }

  function update(next: ProjectFilter, replace: boolean) {
    latestSearch.current = linkTo(next).search;
    // Scrolling stays where it is: the visitor is looking at the list that changes.
    void navigate({ search: latestSearch.current }, { replace, preventScrollReset: true });
  }

  return {
    filter,
    /** The list's URL with the technology added or removed: a chip is a link, which pushes a step Back undoes. */
    toggleLink: (technology: string) => linkTo(toggleTechnology(filter, technology)),
    /** The list's URL without a filter. */
    clearLink: linkTo(NO_FILTER),
    setQuery: (query: string) => update({ ...filter, query }, searchUnderWay(latestSearch.current)),
  };
}
