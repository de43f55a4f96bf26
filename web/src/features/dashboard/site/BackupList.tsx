import { useEffect, useState } from 'react';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertError } from '@/lib/alerts';
import {
  backUpNow,
  downloadBackup,
  listBackups,
  type BackupSummary,
} from '@/features/dashboard/api/backup-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { sizeText } from './backup-format';
import { backupDate } from './use-backup-restore';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

/** The backups the API keeps (daily, and those made with Back up now), newest first: each to download or restore. */
export function BackupList({
  busy,
  onRestore,
}: {
  /** A restore is being previewed or run: no second one starts. */
  busy: boolean;
  onRestore: (backup: BackupSummary) => void;
}) {
  const [backups, setBackups] = useState<BackupSummary[]>();
  const [failed, setFailed] = useState(false);
  const [backingUp, setBackingUp] = useState(false);
  const [said, setSaid] = useState<string>();
  const texts = dashboardTexts.backups;
  const T = dashboardSiteTexts.backups;

  useEffect(() => {
    listBackups().then(setBackups, () => setFailed(true));
  }, []);

  async function backUp() {
    setBackingUp(true);
    setSaid(undefined);
    try {
      const made = await backUpNow();
      setBackups((listed) => [made, ...(listed ?? []).filter((backup) => backup.id !== made.id)]);
      setFailed(false);
      setSaid(texts.backedUp);
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(dashboardTexts.requestFailed);
    } finally {
      setBackingUp(false);
    }
  }

  async function download(backup: BackupSummary) {
    try {
      await downloadBackup(backup);
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(texts.downloadFailed);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="kept-backups" className="text-base font-semibold">
          {T.kept}
        </h3>
        <span className="flex flex-wrap items-center gap-3">
          <span aria-live="polite" className="text-sm font-medium text-brand-700">
            {said}
          </span>
          <button
            type="button"
            className="button button-secondary"
            disabled={backingUp}
            onClick={() => void backUp()}
          >
            {backingUp ? texts.backingUp : T.backUpNow}
          </button>
        </span>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {texts.listFailed}
        </p>
      ) : !backups ? (
        <p className="text-sm text-slate-600">{T.loading}</p>
      ) : backups.length === 0 ? (
        <p className="text-sm text-slate-600">{texts.none}</p>
      ) : (
        <ol aria-labelledby="kept-backups" className="divide-y divide-slate-200">
          {backups.map((backup) => {
            const when = backupDate(backup.createdAt);
            return (
              <li key={backup.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="text-sm">
                  <time dateTime={backup.createdAt}>{when}</time>
                  <span className="text-slate-600"> · {sizeText(backup.size)}</span>
                </span>
                <span className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void download(backup)}
                  >
                    {T.download} <span className="sr-only">{T.which(when)}</span>
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => onRestore(backup)}
                  >
                    {T.restore} <span className="sr-only">{T.which(when)}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
