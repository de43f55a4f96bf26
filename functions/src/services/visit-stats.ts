import {
  addDays,
  DEFAULT_LANGUAGE_VISITS,
  DEFAULT_SITE_LANGUAGES,
  DEVICE_CLASSES,
  isWellFormedText,
  POST_SLUG_PATTERN,
  type DailyViews,
  type DeviceClass,
  type StatsRange,
  type VisitStats,
} from '@portfolio/common';
import type { VisitDay } from '../data/visit-stats';

/** The referrers the owner is shown: the few that matter, not every host that ever linked once. */
export const TOP_REFERRERS = 20;

const PROJECT_PATH = /^\/project\/([^/]+)$/;

/** The project a page path shows, if it is a project's page (a path that does not decode shows none). */
export function projectIdOfPath(path: string): string | undefined {
  const id = PROJECT_PATH.exec(path)?.[1];
  return id === undefined ? undefined : decodedSegment(id);
}

/** A path segment decoded; undefined when it does not decode, or to text that is not well-formed. */
function decodedSegment(segment: string): string | undefined {
  try {
    const decoded = decodeURIComponent(segment);
    return isWellFormedText(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** A page whose views are counted, by its one path: a project's or post's page names the project or post. */
export interface CountedPage {
  path: string;
  projectId?: string;
  postSlug?: string;
}

/**
 * The page a viewed path shows, by its canonical path (each segment decoded, then written as the app writes it),
 * so that `/%61bout` and `/about` count as one page: a project's page `/project/{id}`, a post's `/writing/{slug}`,
 * or one of `pagePaths()` (asked only for a path that is neither). Undefined for any other path, and for one that
 * does not decode.
 */
export function countedPageOf(path: string, pagePaths: () => readonly string[]): CountedPage | undefined {
  if (!path.startsWith('/')) return undefined;
  const segments: string[] = [];
  for (const segment of path.slice(1).split('/')) {
    const decoded = decodedSegment(segment);
    if (decoded === undefined) return undefined;
    segments.push(decoded);
  }
  const canonical = `/${segments.map(encodeURIComponent).join('/')}`;
  const [first, second] = segments;
  if (segments.length === 2 && first === 'project' && second) return { path: canonical, projectId: second };
  if (segments.length === 2 && first === 'writing' && POST_SLUG_PATTERN.test(second ?? '')) {
    return { path: canonical, postSlug: second };
  }
  return pagePaths().includes(canonical) ? { path: canonical } : undefined;
}

/** The days a range covers, and the same number of days before them. */
export function rangeDays(days: StatsRange, today: string) {
  const from = addDays(today, 1 - days);
  return { from, to: today, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

function add(totals: Map<string, number>, counts: Record<string, number>): void {
  for (const [key, count] of Object.entries(counts)) {
    if (Number.isFinite(count)) totals.set(key, (totals.get(key) ?? 0) + count);
  }
}

const mostFirst = (a: [string, number], b: [string, number]) => b[1] - a[1] || a[0].localeCompare(b[0]);

/**
 * The statistics of the `days` days ending `today`, from the stored documents (several per day: their counts add
 * up), beside the same number of days before; `projectTitles` names the project pages of projects that exist.
 */
export function summarizeVisits(
  stored: readonly VisitDay[],
  days: StatsRange,
  today: string,
  projectTitles: ReadonlyMap<string, string>,
  defaultLanguage = DEFAULT_SITE_LANGUAGES.default,
): VisitStats {
  const { from, previousFrom } = rangeDays(days, today);
  const viewsByDay = new Map<string, number>();
  const pages = new Map<string, number>();
  const referrers = new Map<string, number>();
  const devices = new Map<string, number>();
  const languages = new Map<string, number>();
  for (const document of stored) {
    viewsByDay.set(document.day, (viewsByDay.get(document.day) ?? 0) + document.views);
    if (document.day < from || document.day > today) continue;
    add(pages, document.pages);
    add(referrers, document.referrers);
    add(devices, document.devices as Record<string, number>);
    // A day counted before the site had languages counts its views as the default language's.
    for (const [language, views] of Object.entries(
      document.languages ?? { [DEFAULT_LANGUAGE_VISITS]: document.views },
    )) {
      add(languages, { [language === DEFAULT_LANGUAGE_VISITS ? defaultLanguage : language]: views });
    }
  }

  const daily: DailyViews[] = Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const previousDate = addDays(previousFrom, index);
    return {
      date,
      views: viewsByDay.get(date) ?? 0,
      previousDate,
      previousViews: viewsByDay.get(previousDate) ?? 0,
    };
  });

  return {
    days,
    daily,
    totals: {
      views: daily.reduce((sum, day) => sum + day.views, 0),
      previousViews: daily.reduce((sum, day) => sum + day.previousViews, 0),
    },
    pages: [...pages].sort(mostFirst).map(([path, views]) => {
      const projectId = projectIdOfPath(path);
      const title = projectId === undefined ? undefined : projectTitles.get(projectId);
      return {
        path,
        views,
        ...(projectId !== undefined && { projectId }),
        ...(title !== undefined && { title }),
      };
    }),
    referrers: [...referrers]
      .sort(mostFirst)
      .slice(0, TOP_REFERRERS)
      .map(([host, views]) => ({ host, views })),
    languages: [...languages].sort(mostFirst).map(([language, views]) => ({ language, views })),
    devices: Object.fromEntries(DEVICE_CLASSES.map((device) => [device, devices.get(device) ?? 0])) as Record<
      DeviceClass,
      number
    >,
  };
}
