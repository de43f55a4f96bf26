import type { VisitStats } from '@portfolio/common';
import { useId } from 'react';
import { formatCount } from '@/lib/local-format';
import { formatDay, visitsSummary } from './stats-format';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

/** Each day is this wide in the drawing's own units; the bar leaves a gap on either side. */
const DAY_WIDTH = 10;
const BAR_GAP = 1.5;
const CHART_HEIGHT = 100;

/** A round number at or above the largest count, so that the scale's top label reads well. */
function scaleTop(largest: number): number {
  if (largest <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= largest) ?? 10;
  return step * magnitude;
}

/**
 * Views per day as bars, the range before as a dashed line over them. The drawing is described by the caption
 * (a sentence) and its numbers are in a table below it; colours come from the theme.
 */
export function VisitsChart({ stats, compact = false }: { stats: VisitStats; compact?: boolean }) {
  const captionId = useId();
  const { daily } = stats;
  const top = scaleTop(Math.max(0, ...daily.flatMap((day) => [day.views, day.previousViews])));
  const y = (count: number) => CHART_HEIGHT - (count / top) * CHART_HEIGHT;
  const width = daily.length * DAY_WIDTH;
  const previousLine = daily
    .map((day, index) => `${index * DAY_WIDTH + DAY_WIDTH / 2},${y(day.previousViews)}`)
    .join(' ');
  const first = daily[0];
  const middle = daily[Math.floor(daily.length / 2)];
  const last = daily.at(-1);

  const T = dashboardHomeTexts.stats;
  return (
    <figure className="grid gap-3" aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-sm text-slate-700">
        {visitsSummary(stats)}
      </figcaption>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-500" />
          {T.lastDays(stats.days)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block w-4 border-t-2 border-dashed border-slate-500" />
          {T.daysBefore(stats.days)}
        </span>
      </div>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2" aria-hidden="true">
        <div className="flex flex-col justify-between text-end text-xs text-slate-600 tabular-nums">
          <span>{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span>0</span>
        </div>
        {/* Time runs in the direction of text, as the dates below it do: the drawing turns around right to left. */}
        <svg
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          className={`rtl-mirror w-full overflow-visible ${compact ? 'h-36' : 'h-48 sm:h-56'}`}
        >
          {[0, 0.5, 1].map((fraction) => (
            <line
              key={fraction}
              x1={0}
              x2={width}
              y1={CHART_HEIGHT * fraction}
              y2={CHART_HEIGHT * fraction}
              className="stroke-slate-200"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {daily.map((day, index) => (
            <rect
              key={day.date}
              x={index * DAY_WIDTH + BAR_GAP}
              width={DAY_WIDTH - 2 * BAR_GAP}
              y={y(day.views)}
              height={CHART_HEIGHT - y(day.views)}
              className="fill-brand-500"
            >
              <title>{`${formatDay(day.date)}: ${formatCount(day.views)} (${formatDay(day.previousDate)}: ${formatCount(day.previousViews)})`}</title>
            </rect>
          ))}
          <polyline
            points={previousLine}
            fill="none"
            className="stroke-slate-500"
            strokeWidth={2}
            strokeDasharray="4 3"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <span />
        <div className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{first ? formatDay(first.date) : null}</span>
          <span>{middle ? formatDay(middle.date) : null}</span>
          <span>{last ? formatDay(last.date) : null}</span>
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{T.showNumbers}</summary>
        {/* It scrolls: keyboards reach it, and it is named for screen readers. */}
        <div
          className="table-scroll mt-2 max-h-80 overflow-y-auto"
          tabIndex={0}
          role="region"
          aria-label={T.numbersLabel}
        >
          <table>
            <caption className="sr-only">{T.numbersCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.day}</th>
                <th scope="col">{T.views}</th>
                <th scope="col">{T.dayBefore}</th>
                <th scope="col">{T.views}</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date)}</th>
                  <td className="tabular-nums">{formatCount(day.views)}</td>
                  <td>{formatDay(day.previousDate)}</td>
                  <td className="tabular-nums">{formatCount(day.previousViews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
