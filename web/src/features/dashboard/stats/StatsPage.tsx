import { useLocation, useNavigate } from 'react-router-dom';
import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { useDocumentTitle } from '@/lib/document-title';
import { DashboardPage } from '@/features/dashboard/DashboardPage';
import { Breakdowns } from './Breakdowns';
import { RangeSwitch, rangeOf } from './RangeSwitch';
import { useVisitStats } from './use-visit-stats';
import { VisitsChart } from './VisitsChart';
import { VisitTotals } from './VisitTotals';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

/** /dashboard/stats: the visits of a range beside the range before, the top projects, sources and devices. */
export function StatsPage() {
  const T = dashboardHomeTexts.stats;
  useDocumentTitle(T.title);
  // The URL's query read and written with the router's location (useSearchParams would add to every page's bundle).
  const { search } = useLocation();
  const navigate = useNavigate();
  const days = rangeOf(new URLSearchParams(search).get('days'));
  const state = useVisitStats(days);
  const stats = state.data;

  return (
    <DashboardPage
      title={T.title}
      description={T.description}
      actions={
        <RangeSwitch
          days={days}
          onChange={(range) => void navigate({ search: `?days=${range}` }, { replace: true })}
        />
      }
    >
      {state.status === 'error' ? <LoadFailed text={dashboardTexts.statsFailed} /> : null}
      {!stats ? (
        state.status === 'loading' ? (
          <Loader label={T.loading} />
        ) : null
      ) : (
        <div
          className={`grid gap-6 ${state.status === 'loading' ? 'opacity-60' : ''}`}
          aria-busy={state.status === 'loading'}
        >
          <VisitTotals stats={stats} />
          <section aria-labelledby="visits-per-day-title" className="panel grid gap-3 p-4 sm:p-6">
            <h2 id="visits-per-day-title" className="text-lg font-semibold text-slate-900">
              {T.perDay}
            </h2>
            <VisitsChart stats={stats} />
          </section>
          <Breakdowns stats={stats} />
        </div>
      )}
    </DashboardPage>
  );
}
