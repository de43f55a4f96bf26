import { STATS_RANGES, type StatsRange } from '@portfolio/common';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

const DEFAULT_RANGE: StatsRange = 30;

/** The range a `days` query names; the default range for a missing or unknown one. */
export function rangeOf(value: string | null): StatsRange {
  return (STATS_RANGES as readonly number[]).includes(Number(value))
    ? (Number(value) as StatsRange)
    : DEFAULT_RANGE;
}

/** The range switch: one pressed button; the range is in the URL, so that a reload or a link keeps it. */
export function RangeSwitch({ days, onChange }: { days: StatsRange; onChange: (days: StatsRange) => void }) {
  return (
    <div
      role="group"
      aria-label={dashboardHomeTexts.stats.range}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
    >
      {STATS_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === days}
          onClick={() => onChange(range)}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-600 aria-pressed:text-white"
        >
          {dashboardHomeTexts.stats.days(range)}
        </button>
      ))}
    </div>
  );
}
