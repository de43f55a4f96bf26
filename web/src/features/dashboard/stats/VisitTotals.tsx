import type { VisitStats } from '@portfolio/common';
import { ChartIcon, FolderIcon } from '@/components/icons/dashboard-icons';
import { StatCard } from '@/features/dashboard/home/StatCards';
import { changeAgainstPrevious } from './stats-format';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

/** The range's views beside the range before, a day's average and the views of the projects. */
export function VisitTotals({ stats }: { stats: VisitStats }) {
  const T = dashboardHomeTexts.stats;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label={T.viewsLastDays(stats.days)}
        value={stats.totals.views}
        note={T.againstBefore(
          changeAgainstPrevious(stats.totals.views, stats.totals.previousViews),
          stats.days,
        )}
        Icon={ChartIcon}
      />
      <StatCard label={T.daysBefore(stats.days)} value={stats.totals.previousViews} Icon={ChartIcon} />
      <StatCard
        label={T.viewsADay}
        value={Math.round(stats.totals.views / stats.days)}
        note={T.onAverage}
        Icon={ChartIcon}
      />
      <StatCard
        label={T.projectPages}
        value={stats.pages.reduce((sum, page) => sum + (page.projectId ? page.views : 0), 0)}
        note={T.projectViews}
        Icon={FolderIcon}
      />
    </dl>
  );
}
