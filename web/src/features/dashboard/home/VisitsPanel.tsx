import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { paths } from '@/config/paths';
import { useVisitStats } from '@/features/dashboard/stats/use-visit-stats';
import { VisitsChart } from '@/features/dashboard/stats/VisitsChart';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';
import { PanelHeading } from '../DashboardHeadings';

/** The home page's visits: the last 30 days beside the 30 before, and the way to the Statistics page. */
export function VisitsPanel() {
  const state = useVisitStats(30);
  return (
    <section aria-labelledby="visits-title" className="panel grid gap-3 p-4 sm:p-6">
      <PanelHeading
        id="visits-title"
        className="text-lg font-semibold text-slate-900"
        title={dashboardHomeTexts.home.visits}
        to={paths.dashboardStats}
        linkText={dashboardHomeTexts.home.seeAllStats}
      />
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
