import { KNOWN_LANGUAGES, type LanguageCode } from '@portfolio/common';
import { useState } from 'react';
import { Link } from '@/components/links';
import { translationsTexts as T } from '@/config/translations-texts';
import { dashboardPaths } from '@/features/dashboard/dashboard-paths';
import type { TranslationStatusRecord } from '@/features/dashboard/api/translation-requests';
import { StateBadge } from './StateBadge';

const needsTranslation = (record: TranslationStatusRecord) =>
  Object.values(record.states).some((state) => state !== 'complete');

/** One row per record, one column per other language; each cell its state, linking to its editor. */
export function TranslationStatusTable({
  others,
  records,
}: {
  others: LanguageCode[];
  records: TranslationStatusRecord[];
}) {
  const [onlyNeeded, setOnlyNeeded] = useState(false);
  const shown = onlyNeeded ? records.filter(needsTranslation) : records;
  return (
    <section className="grid gap-3" aria-labelledby="status-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="status-heading">{T.statusHeading}</h2>
        <button
          type="button"
          aria-pressed={onlyNeeded}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
          onClick={() => setOnlyNeeded((current) => !current)}
        >
          {T.needsTranslation}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="empty-state">{records.length === 0 ? T.noRecords : T.allTranslated}</p>
      ) : (
        <div className="panel table-scroll overflow-x-auto p-0 sm:p-0">
          <table>
            <caption className="sr-only">{T.statusHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{T.recordColumn}</th>
                {others.map((code) => (
                  <th key={code} scope="col" lang={code}>
                    {KNOWN_LANGUAGES[code]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((record) => (
                <tr key={`${record.kind}/${record.id}`}>
                  <th scope="row" className="max-w-xs truncate font-medium whitespace-normal">
                    {record.kind !== 'site' && (
                      <span className="mr-2 text-xs font-normal text-slate-600">{T.kinds[record.kind]}</span>
                    )}
                    {record.label}
                  </th>
                  {others.map((code) => {
                    const state = record.states[code] ?? 'missing';
                    return (
                      <td key={code}>
                        <Link
                          to={dashboardPaths.translation(record.kind, record.id, code)}
                          aria-label={T.cellLabel(T.states[state], KNOWN_LANGUAGES[code], record.label)}
                          className="rounded-full"
                        >
                          <StateBadge state={state} />
                        </Link>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
