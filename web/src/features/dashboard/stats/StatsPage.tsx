import {
  DEVICE_CLASSES,
  DIRECT_REFERRER,
  OTHER_VISITS,
  STATS_RANGES,
  type DeviceClass,
  type StatsRange,
  type VisitStats,
} from '@portfolio/common';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Loader } from '@/components/Loader';
import { dashboardTexts } from '@/config/dashboard-texts';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { StatCard } from '@/features/dashboard/home/StatCards';
import { ChartIcon, FolderIcon } from '@/components/icons/dashboard-icons';
import { changeAgainstPrevious, formatCount, formatShare } from './stats-format';
import { useVisitStats } from './use-visit-stats';
import { VisitsChart } from './VisitsChart';

const DEFAULT_RANGE: StatsRange = 30;
const TOP_ROWS = 10;

const DEVICE_LABELS: Record<DeviceClass, string> = { desktop: 'Desktop', phone: 'Phone', tablet: 'Tablet' };

/** The names of the pages that are not a project's. */
const PAGE_NAMES: Record<string, string> = {
  [paths.home]: 'Home',
  [paths.allProjects]: 'All projects',
  [paths.about]: 'About',
  [paths.services]: 'Services',
  [paths.contact]: 'Contact',
  [OTHER_VISITS]: 'Other pages',
};

function rangeOf(value: string | null): StatsRange {
  return (STATS_RANGES as readonly number[]).includes(Number(value))
    ? (Number(value) as StatsRange)
    : DEFAULT_RANGE;
}

/** The range switch: one pressed button; the range is in the URL, so that a reload or a link keeps it. */
function RangeSwitch({ days, onChange }: { days: StatsRange; onChange: (days: StatsRange) => void }) {
  return (
    <div
      role="group"
      aria-label="Range"
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
          {range} days
        </button>
      ))}
    </div>
  );
}

/** A table of counts with a share bar each: the figures are the table's, the bars only draw them. */
function CountTable({
  caption,
  nameHeading,
  rows,
  total,
  empty,
}: {
  caption: string;
  nameHeading: string;
  rows: { key: string; name: React.ReactNode; views: number }[];
  total: number;
  empty: string;
}) {
  const headingId = `${caption.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <section aria-labelledby={headingId} className="panel grid content-start gap-3 p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {caption}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{nameHeading}</th>
              <th scope="col">Views</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-200 first:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">
                  <span className="block break-words">{row.name}</span>
                  <span className="mt-1 block h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-brand-500"
                      style={{ width: `${total ? Math.max(2, (row.views / total) * 100) : 0}%` }}
                    />
                  </span>
                </th>
                <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">
                  {formatCount(row.views)}
                </td>
                <td className="w-14 py-2 text-right text-slate-600 tabular-nums">
                  {formatShare(row.views, total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Breakdowns({ stats }: { stats: VisitStats }) {
  const total = stats.totals.views;
  const projects = stats.pages.filter((page) => page.projectId !== undefined).slice(0, TOP_ROWS);
  const pages = stats.pages.slice(0, TOP_ROWS);
  const arrivals = stats.referrers.reduce((sum, referrer) => sum + referrer.views, 0);
  const deviceTotal = DEVICE_CLASSES.reduce((sum, device) => sum + stats.devices[device], 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CountTable
        caption="Top projects"
        nameHeading="Project"
        total={total}
        empty="No project page was viewed in this range."
        rows={projects.map((page) => ({
          key: page.path,
          views: page.views,
          name: page.title ? (
            <Link to={page.path} className="text-brand-700 hover:underline">
              {page.title}
            </Link>
          ) : (
            <span className="text-slate-600">A deleted project</span>
          ),
        }))}
      />
      <CountTable
        caption="Top pages"
        nameHeading="Page"
        total={total}
        empty="No page was viewed in this range."
        rows={pages.map((page) => ({
          key: page.path,
          views: page.views,
          name: (
            <>
              {page.title ?? PAGE_NAMES[page.path] ?? page.path}{' '}
              <code className="text-xs font-normal text-slate-600">{page.path}</code>
            </>
          ),
        }))}
      />
      <CountTable
        caption="Where visitors come from"
        nameHeading="Source"
        total={arrivals}
        empty="No visit arrived in this range."
        rows={stats.referrers.slice(0, TOP_ROWS).map((referrer) => ({
          key: referrer.host,
          views: referrer.views,
          name:
            referrer.host === DIRECT_REFERRER
              ? 'Direct (a typed address, a bookmark, an app)'
              : referrer.host,
        }))}
      />
      <CountTable
        caption="Devices"
        nameHeading="Device"
        total={deviceTotal}
        empty="No view was counted in this range."
        rows={DEVICE_CLASSES.map((device) => ({
          key: device,
          views: stats.devices[device],
          name: DEVICE_LABELS[device],
        }))}
      />
    </div>
  );
}

/** /dashboard/stats: the visits of a range beside the range before, the top projects, sources and devices. */
export function StatsPage() {
  useDocumentTitle('Statistics');
  // The URL's query read and written with the router's location (useSearchParams would add to every page's bundle).
  const { search } = useLocation();
  const navigate = useNavigate();
  const days = rangeOf(new URLSearchParams(search).get('days'));
  const state = useVisitStats(days);
  const stats = state.data;

  return (
    <section aria-labelledby="stats-title" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="stats-title">Statistics</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Views of your public pages, counted without cookies and without storing who visited. Bots, your
            own visits and browsers that ask not to be tracked are not counted.
          </p>
        </div>
        <RangeSwitch
          days={days}
          onChange={(range) => void navigate({ search: `?days=${range}` }, { replace: true })}
        />
      </div>
      {state.status === 'error' ? (
        <p className="form-error" role="alert">
          {dashboardTexts.statsFailed}
        </p>
      ) : null}
      {!stats ? (
        state.status === 'loading' ? (
          <Loader label="Loading the statistics" />
        ) : null
      ) : (
        <div
          className={`grid gap-6 ${state.status === 'loading' ? 'opacity-60' : ''}`}
          aria-busy={state.status === 'loading'}
        >
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <StatCard
              label={`Views, last ${stats.days} days`}
              value={stats.totals.views}
              note={`${changeAgainstPrevious(stats.totals.views, stats.totals.previousViews)} the ${stats.days} days before`}
              Icon={ChartIcon}
            />
            <StatCard
              label={`The ${stats.days} days before`}
              value={stats.totals.previousViews}
              Icon={ChartIcon}
            />
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
          <section aria-labelledby="visits-per-day-title" className="panel grid gap-3 p-4 sm:p-6">
            <h2 id="visits-per-day-title" className="text-lg font-semibold text-slate-900">
              Visits per day
            </h2>
            <VisitsChart stats={stats} />
          </section>
          <Breakdowns stats={stats} />
        </div>
      )}
    </section>
  );
}
