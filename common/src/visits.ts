/**
 * Visit statistics: what a public page reports of a view (`POST /api/views`), and what the owner reads back
 * (`GET /api/stats`). Nothing identifies a visitor: the API keeps daily counts only.
 */

/** The beacon's body: the page's path, and the host of the page before it (none for a visit typed or bookmarked). */
export interface ViewBeacon {
  path: string;
  referrer?: string;
}

/** A beacon is a path and a host name; anything longer is not one. */
export const MAX_VIEW_BEACON_BYTES = 512;

/** The classes a view's device is counted in (ua-parser-js's device type; none given is a desktop browser). */
export const DEVICE_CLASSES = ['desktop', 'phone', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The ranges the owner may ask for, in days ending today. */
export const STATS_RANGES = [7, 30, 90] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

/** Daily counts are kept this long, then removed (a TTL policy on their expiry field). */
export const VISIT_STATS_RETENTION_MONTHS = 13;

/** The referrer recorded for a visit that came from no page (typed, bookmarked, an app's link). */
export const DIRECT_REFERRER = 'direct';

/**
 * Where a day's views of pages, or arrivals from sources, are counted once the day keeps as many distinct ones as
 * it may (no page path is `other`, and no public host name is a single label).
 */
export const OTHER_VISITS = 'other';

/** One day of the chosen range, beside the day at the same place in the range before it. */
export interface DailyViews {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  views: number;
  previousDate: string;
  previousViews: number;
}

/** `GET /api/stats?days=N`: the range's counts, and the range before it for comparison. */
export interface VisitStats {
  days: StatsRange;
  /** Oldest day first, today last. */
  daily: DailyViews[];
  totals: { views: number; previousViews: number };
  /** Every page viewed in the range, most viewed first; a project's page names its title while it exists. */
  pages: { path: string; views: number; title?: string; projectId?: string }[];
  /** Where visitors arrived from, most first (without a referring page: `direct`); views within the site not. */
  referrers: { host: string; views: number }[];
  devices: Record<DeviceClass, number>;
  /** Views by the language of the page viewed (its BCP 47 code), most first. */
  languages: { language: string; views: number }[];
}

/**
 * The key a view of a page in the site's default language is counted under: a view counts its language by the
 * path's prefix, and a path without one is the default language's, whichever that is when the owner reads them.
 */
export const DEFAULT_LANGUAGE_VISITS = 'default';

/** `YYYY-MM-DD` of a moment, in UTC: the day a view is counted in. */
export function utcDay(time: Date | number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The UTC day `offset` days after `day` (before it when negative). */
export function addDays(day: string, offset: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000);
}
