import { projectValueName } from '@portfolio/common';
import { formatCount } from '@/lib/local-format';
import type { ComponentType, SVGProps } from 'react';
import type { ProjectCounts } from './project-counts';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** One figure in a card: its label (`dt`) and value (`dd`), with a note under the value if given. */
export function StatCard({
  label,
  value,
  note,
  Icon,
}: {
  label: string;
  value: number;
  note?: string;
  Icon: Icon;
}) {
  // A `div` inside a `dl` may hold only its `dt` and `dd`: the icon sits in the term.
  return (
    <div className="panel p-4 sm:p-6">
      <dt className="flex items-center gap-3 text-sm font-medium text-slate-600">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-3">
        <span className="block text-3xl font-bold tracking-tight text-slate-900">{formatCount(value)}</span>
        {note ? <span className="block text-xs text-slate-600">{note}</span> : null}
      </dd>
    </div>
  );
}

interface BreakdownRow {
  key: string;
  label: string;
  count: number;
}

/** Counts of one kind (per category, per status), each with a bar showing its share of the total. */
function Breakdown({
  id,
  title,
  rows,
  total,
}: {
  id: string;
  title: string;
  rows: BreakdownRow[];
  total: number;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="mt-4 grid gap-4">
        {rows.map(({ key, label, count }) => (
          <div key={key} className="grid grid-cols-[1fr_auto] items-end gap-x-3">
            <dt className="text-sm text-slate-700">
              {label}
              <span className="mt-1.5 block h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-brand-500"
                  style={{ width: `${total ? Math.round((count / total) * 100) : 0}%` }}
                />
              </span>
            </dt>
            <dd className="text-sm font-semibold text-slate-900">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The projects per category and per status. */
export function ProjectBreakdowns({ counts }: { counts: ProjectCounts }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Breakdown
        id="projects-by-category"
        title={dashboardHomeTexts.home.byCategory}
        total={counts.total}
        rows={counts.byCategory.map(({ category, label, count }) => ({ key: category, label, count }))}
      />
      <Breakdown
        id="projects-by-status"
        title={dashboardHomeTexts.home.byStatus}
        total={counts.total}
        rows={counts.byStatus.map(({ status, count }) => ({
          key: status,
          label: projectValueName(status),
          count,
        }))}
      />
    </div>
  );
}
