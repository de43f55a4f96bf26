import {
  isFilterActive,
  normaliseText,
  PROJECT_FILTER_PARAMS,
  projectFilterFromQuery,
  queryWithFilter,
  toggleTechnology,
  type ProjectFilter,
} from '@portfolio/common';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PROJECT_FILTER_SEGMENT } from '@/config/paths';

/**
 * The projects page's filter, kept in the URL (`/projects/all/filter?tech=React&tech=Firebase&q=shop`) so that it
 * can be shared, survives a reload and follows Back and Forward. It is read during render, so a server given the same
 * URL renders the same filtered list. A filtered list has a path of its own: the plain list is a published file,
 * which Hosting serves whatever the query, so there a query filters nothing.
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
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filterSuffix = `/${PROJECT_FILTER_SEGMENT}`;
  const filtered = pathname.endsWith(filterSuffix);
  const listPath = filtered ? pathname.slice(0, -filterSuffix.length) : pathname;
  const searchParams = useMemo(() => new URLSearchParams(filtered ? search : ''), [filtered, search]);
  // The address as last asked for: keys can come faster than the page re-renders with the new one.
  const latestSearch = useRef(search);
  useEffect(() => {
    latestSearch.current = search;
  }, [search]);
  const filter = useMemo(() => projectFilterFromQuery(searchParams), [searchParams]);

  function linkTo(next: ProjectFilter): { pathname: string; search: string } {
    const query = new URLSearchParams(queryWithFilter(searchParams, next)).toString();
    if (!isFilterActive(next)) return { pathname: listPath, search: '' };
    return { pathname: `${listPath}${filterSuffix}`, search: query ? `?${query}` : '' };
  }

  function update(next: ProjectFilter, replace: boolean) {
    const to = linkTo(next);
    latestSearch.current = to.search;
    // Scrolling stays where it is: the visitor is looking at the list that changes.
    void navigate(to, { replace, preventScrollReset: true });
  }

  return {
    filter,
    /** Whether the URL is a filtered list's own path (`…/filter`) rather than the plain list, a published file. */
    filtered,
    /** The list's URL with the technology added or removed: a chip is a link, which pushes a step Back undoes. */
    toggleLink: (technology: string) => linkTo(toggleTechnology(filter, technology)),
    /** The list's URL without a filter. */
    clearLink: linkTo(NO_FILTER),
    /** Where the filter form goes when the browser sends it itself (before or without the app). */
    formAction: `${listPath}${filterSuffix}`,
    setQuery: (query: string) => update({ ...filter, query }, searchUnderWay(latestSearch.current)),
  };
}
