import type { Project } from './projects';

/** Names of the query parameters that filter a project list, on `/projects/{category}` and on the API alike. */
export const PROJECT_FILTER_PARAMS = { technology: 'tech', query: 'q' } as const;

/** Bounds the API enforces on a filter (400 beyond them); the page applies whatever its URL holds. */
export const PROJECT_FILTER_LIMITS = { technologies: 10, technologyLength: 50, queryLength: 100 } as const;

/** What a visitor filters a project list by: technologies the project must all have, and words to find. */
export interface ProjectFilter {
  technologies: string[];
  query: string;
}

/** The fields of a project that the search reads. */
export type SearchableProject = Pick<Project, 'title' | 'description' | 'purpose' | 'technologies'>;

/** A technology offered as a filter: its comparison key, the spelling shown, and how many projects use it. */
export interface TechnologyChip {
  key: string;
  label: string;
  count: number;
}

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE = /\s+/g;

/** Text as the search compares it: without accents (NFD, combining marks removed), lower case, spaces collapsed. */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(WHITESPACE, ' ').trim();
}

/** Two spellings of a technology are one when their keys are equal ("react " and "React"). */
export const technologyKey = normaliseText;

/** Whether the filter narrows the list at all. */
export function isFilterActive(filter: ProjectFilter): boolean {
  return (
    filter.technologies.some((technology) => technologyKey(technology) !== '') ||
    normaliseText(filter.query) !== ''
  );
}

/** Every word of the query appears in the title, description, purpose or technologies; an empty query matches. */
export function matchesQuery(project: SearchableProject, query: string): boolean {
  const words = normaliseText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseText(
    [project.title, project.description, project.purpose, ...project.technologies].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** The project uses every one of the technologies (none asked: it matches). */
export function hasTechnologies(project: Pick<Project, 'technologies'>, technologies: string[]): boolean {
  const own = new Set(project.technologies.map(technologyKey));
  return technologies.map(technologyKey).every((key) => key === '' || own.has(key));
}

/** The projects that have all the filter's technologies and match its query, in their original order. */
export function filterProjects<T extends SearchableProject>(
  projects: readonly T[],
  filter: ProjectFilter,
): T[] {
  return projects.filter(
    (project) => hasTechnologies(project, filter.technologies) && matchesQuery(project, filter.query),
  );
}

/**
 * One chip per technology of the projects, most used first (then alphabetically); a project counts once per
 * technology, and the chip shows the spelling most projects use.
 */
export function technologyChips(projects: readonly Pick<Project, 'technologies'>[]): TechnologyChip[] {
  const byKey = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const project of projects) {
    const seen = new Set<string>();
    for (const technology of project.technologies) {
      const key = technologyKey(technology);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const entry = byKey.get(key) ?? { count: 0, spellings: new Map<string, number>() };
      const spelling = technology.trim().replace(WHITESPACE, ' ');
      entry.count += 1;
      entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + 1);
      byKey.set(key, entry);
    }
  }
  // Names compare by their keys (lower case), code point by code point: a collator (`localeCompare` with a locale)
  // loads the locale's collation data the first time a page uses one: about 80 ms at 4× CPU slowdown, inside the
  // list's hydration.
  return [...byKey.entries()]
    .map(([key, { count, spellings }]) => ({ key, label: mostCommon(spellings), count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The most frequent spelling; on a tie, the first by code point (capitals before small letters: "React" over
 * "react"), so the choice does not depend on the projects' order.
 */
function mostCommon(spellings: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [spelling, count] of spellings) {
    if (count > bestCount || (count === bestCount && spelling < best)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}

/** A query string as name-value pairs, in order (a `URLSearchParams` is one). */
export type QueryEntries = Iterable<readonly [string, string]>;

/** The filter a URL's query string carries (`?tech=React&tech=Firebase&q=shop`), without validating it. */
export function projectFilterFromQuery(entries: QueryEntries): ProjectFilter {
  const technologies: string[] = [];
  let query: string | undefined;
  for (const [name, value] of entries) {
    if (name === PROJECT_FILTER_PARAMS.technology) technologies.push(value);
    else if (name === PROJECT_FILTER_PARAMS.query) query ??= value;
  }
  return { technologies: uniqueTechnologies(technologies), query: query ?? '' };
}

/**
 * The query string of a filter, in one canonical order (technologies, then the query), keeping any other
 * parameter; an inactive filter gives none of its parameters, so the plain URL comes back.
 */
export function queryWithFilter(entries: QueryEntries, filter: ProjectFilter): [string, string][] {
  const next: [string, string][] = uniqueTechnologies(filter.technologies).map((technology) => [
    PROJECT_FILTER_PARAMS.technology,
    technology,
  ]);
  if (normaliseText(filter.query)) next.push([PROJECT_FILTER_PARAMS.query, filter.query]);
  for (const [name, value] of entries) {
    if (name !== PROJECT_FILTER_PARAMS.technology && name !== PROJECT_FILTER_PARAMS.query)
      next.push([name, value]);
  }
  return next;
}

/** The filter with the technology added, or removed when it is there already (in any spelling). */
export function toggleTechnology(filter: ProjectFilter, technology: string): ProjectFilter {
  const key = technologyKey(technology);
  const kept = filter.technologies.filter((selected) => technologyKey(selected) !== key);
  return {
    ...filter,
    technologies: kept.length === filter.technologies.length ? [...kept, technology] : kept,
  };
}

/** Trimmed, blank ones dropped, one per key (the first spelling wins). */
function uniqueTechnologies(technologies: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const technology of technologies) {
    const key = technologyKey(technology);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    unique.push(technology.trim());
  }
  return unique;
}

export type ProjectFilterParseResult =
  { ok: true; filter: ProjectFilter } | { ok: false; fields: Record<string, string> };

/**
 * Validates a filter from an API query (Express gives a string, an array of them, or nested objects): at most
 * 10 technologies of at most 50 characters, a query of at most 100.
 */
export function parseProjectFilterQuery(query: Record<string, unknown>): ProjectFilterParseResult {
  const { technology: techParam, query: queryParam } = PROJECT_FILTER_PARAMS;
  const { technologies: maxTechnologies, technologyLength, queryLength } = PROJECT_FILTER_LIMITS;
  const fields: Record<string, string> = {};
  const rawTechnologies = query[techParam] ?? [];
  const technologies = Array.isArray(rawTechnologies) ? rawTechnologies : [rawTechnologies];
  if (!technologies.every((technology): technology is string => typeof technology === 'string')) {
    fields[techParam] = `${techParam} must be plain text, repeated for several technologies`;
  } else if (technologies.length > maxTechnologies) {
    fields[techParam] = `At most ${maxTechnologies} ${techParam} values are allowed`;
  } else if (technologies.some((technology) => technology.trim().length > technologyLength)) {
    fields[techParam] = `Each ${techParam} value must be at most ${technologyLength} characters`;
  }
  const rawQuery = query[queryParam] ?? '';
  if (typeof rawQuery !== 'string') {
    fields[queryParam] = `${queryParam} must be given once, as plain text`;
  } else if (rawQuery.trim().length > queryLength) {
    fields[queryParam] = `${queryParam} must be at most ${queryLength} characters`;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    filter: { technologies: uniqueTechnologies(technologies as string[]), query: rawQuery as string },
  };
}
