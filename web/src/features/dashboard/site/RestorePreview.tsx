import { useEffect, useRef } from 'react';
import { dashboardTexts } from '@/config/dashboard-texts';
import type { RestoreAnswer } from '@/features/dashboard/api/backup-requests';
import { BACKUP_KINDS } from './backup-format';
import { backupDate } from './use-backup-restore';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

const COLUMNS = ['added', 'replaced', 'removed'] as const;

/** The dry run's answer: per kind, how many would be added, replaced and removed, then Restore or Cancel. */
export function RestorePreview({
  answer,
  onRestore,
  onCancel,
}: {
  answer: RestoreAnswer;
  onRestore: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview appears after a file was chosen or a button pressed: the focus moves to it, so that it is read.
  useEffect(() => heading.current?.focus(), [answer]);
  const title = dashboardTexts.backups.previewTitle(backupDate(answer.exportedAt));
  const T = dashboardSiteTexts.backups;

  return (
    <div
      className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900 sm:p-4"
      data-testid="restore-preview"
    >
      <h3
        ref={heading}
        tabIndex={-1}
        id="restore-preview-title"
        className="text-base font-semibold outline-none"
      >
        {title}
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm tabular-nums" aria-labelledby="restore-preview-title">
          <thead>
            <tr>
              <th scope="col" className="py-1 pe-2 sm:pe-4 font-medium">
                <span className="sr-only">{T.kind}</span>
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-1 pe-2 sm:pe-4 font-medium">
                  {T[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BACKUP_KINDS.map((key) => (
              <tr key={key} className="border-t border-amber-200">
                <th scope="row" className="py-1 pe-2 sm:pe-4 font-medium">
                  {T.kinds[key]}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column} className="py-1 pe-2 sm:pe-4">
                    {answer.changes[key][column]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm">{T.nothingYet}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="button" onClick={onRestore}>
          {T.restoreThis}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </div>
  );
}
