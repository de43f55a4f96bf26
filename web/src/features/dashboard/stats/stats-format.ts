import type { DailyViews, VisitStats } from '@portfolio/common';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';
import { formatCount, localDateFormat, localNumberFormat } from '@/lib/local-format';

// In the page's language: en-GB's forms on an English page.
const percentFormat = localNumberFormat({ style: 'percent', maximumFractionDigits: 0 });
/** A day of the chart, as its labels and table write it (days are UTC, as they are counted). */
export const chartDayFormat = localDateFormat({
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const weekdayFormat = localDateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export const formatShare = (part: number, whole: number) => percentFormat.format(whole ? part / whole : 0);
export const formatDay = (day: string) => chartDayFormat.format(new Date(`${day}T00:00:00Z`));
export const formatWeekday = (day: string) => weekdayFormat.format(new Date(`${day}T00:00:00Z`));

/** "up 12 %" / "down 3 %" / "the same as" against the previous range; "new" when it had none. */
export function changeAgainstPrevious(views: number, previousViews: number): string {
  const T = dashboardHomeTexts.stats;
  if (previousViews === 0) return views === 0 ? T.noChangeFrom : T.upFromNone;
  const change = (views - previousViews) / previousViews;
  if (Math.abs(change) < 0.005) return T.sameAs;
  const share = percentFormat.format(Math.abs(change));
  return change > 0 ? T.upFrom(share) : T.downFrom(share);
}

/** The day with the most views (the latest of equals), if any day has one. */
export function busiestDay(daily: readonly DailyViews[]): DailyViews | undefined {
  return daily.reduce<DailyViews | undefined>(
    (best, day) => (day.views > 0 && (!best || day.views >= best.views) ? day : best),
    undefined,
  );
}

/** The chart's text summary: the total, the change against the range before, and the busiest day. */
export function visitsSummary(stats: VisitStats): string {
  const T = dashboardHomeTexts.stats;
  const { views, previousViews } = stats.totals;
  const change = changeAgainstPrevious(views, previousViews);
  const total = T.summary(views, formatCount(views), stats.days, change, formatCount(previousViews));
  const busiest = busiestDay(stats.daily);
  return busiest ? T.busiest(total, formatWeekday(busiest.date), formatCount(busiest.views)) : total;
}
