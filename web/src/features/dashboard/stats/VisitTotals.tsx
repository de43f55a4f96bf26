import type { VisitStats } from '@portfolio/common';
import { ChartIcon, FolderIcon } from '@/components/icons/dashboard-icons';
import { StatCard } from '@/features/dashboard/home/StatCards';
import { changeAgainstPrevious } from './stats-format';

/** The range's views beside the range before, a day's average and the views of the projects. */
export function VisitTotals({ stats }: { stats: VisitStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label={`Views, last ${stats.days} days`}
        value={stats.totals.views}
        note={`${changeAgainstPrevious(stats.totals.views, stats.totals.previousViews)} the ${stats.days} days before`}
        Icon={ChartIcon}
      />
      <StatCard label={`The ${stats.days} days before`} value={stats.totals.previousViews} Icon={ChartIcon} />
      <StatCard
        label="Views a day"
        value={Math.round(stats.totals.views / stats.days)}
        note="on average"
        Icon={ChartIcon}
      />
      <StatCard
        label="Project pages"
        value={stats.pages.reduce((sum, page) => sum + (page.projectId ? page.views : 0), 0)}
        note="views of your projects"
        Icon={FolderIcon}
      />
    </dl>
  );
}
