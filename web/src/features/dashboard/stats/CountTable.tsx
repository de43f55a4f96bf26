import type { ReactNode } from 'react';
import { headingIdOf } from '@/features/dashboard/DashboardPage';
import { formatCount } from '@/lib/local-format';
import { formatShare } from './stats-format';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

/** A row of a count table: what was counted, and how many views it had. */
export interface CountRow {
  key: string;
  name: ReactNode;
  views: number;
}

/** A table of counts with a share bar each: the figures are the table's, the bars only draw them. */
export function CountTable({
  caption,
  nameHeading,
  rows,
  total,
  empty,
}: {
  caption: string;
  nameHeading: string;
  rows: CountRow[];
  total: number;
  empty: string;
}) {
  const headingId = headingIdOf(caption);
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
              <th scope="col">{dashboardHomeTexts.stats.views}</th>
              <th scope="col">{dashboardHomeTexts.stats.share}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-200 first:border-0">
                <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-800">
                  <span className="block break-words">{row.name}</span>
                  <span className="mt-1 block h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-brand-500"
                      style={{ width: `${total ? Math.max(2, (row.views / total) * 100) : 0}%` }}
                    />
                  </span>
                </th>
                <td className="py-2 text-end font-semibold text-slate-900 tabular-nums">
                  {formatCount(row.views)}
                </td>
                <td className="w-14 py-2 text-end text-slate-600 tabular-nums">
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
