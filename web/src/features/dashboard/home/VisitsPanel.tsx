import { Link } from '@/components/links';
import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { paths } from '@/config/paths';
import { useVisitStats } from '@/features/dashboard/stats/use-visit-stats';
import { VisitsChart } from '@/features/dashboard/stats/VisitsChart';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

/** The home page's visits: the last 30 days beside the 30 before, and the way to the Statistics page. */
export function VisitsPanel() {
  const state = useVisitStats(30);
  return (
    <section aria-labelledby="visits-title" className="panel grid gap-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="visits-title" className="text-lg font-semibold text-slate-900">
          {dashboardHomeTexts.home.visits}
        </h2>
        <Link to={paths.dashboardStats} className="text-sm font-medium text-brand-700 hover:underline">
          {dashboardHomeTexts.home.seeAllStats}
        </Link>
      </div>
      {state.status === 'error' ? (
        <LoadFailed text={dashboardTexts.statsFailed} />
      ) : state.data ? (
        <VisitsChart stats={state.data} compact />
      ) : (
        <Loader label={dashboardHomeTexts.home.loadingVisits} />
      )}
    </section>
  );
}
