import type { SiteVersionSummary } from '@portfolio/common';
import { useEffect, useState } from 'react';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertError, confirmDanger } from '@/lib/alerts';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import {
  listSiteVersions,
  restoreSiteVersion,
  type EditableSite,
} from '@/features/dashboard/api/site-requests';
import { dayAndTimeFormat } from '@/lib/local-format';
import { LoadFailed } from '@/features/dashboard/LoadFailed';
import { PanelHeading } from './PanelHeading';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

/** The contents the site showed before, newest first, each restorable (the one it replaces is kept in turn). */
export function VersionHistory({
  changes,
  onRestored,
}: {
  /** How many changes the page has made: each keeps a version, so the list is read again. */
  changes: number;
  onRestored: (site: EditableSite) => void;
}) {
  const [versions, setVersions] = useState<SiteVersionSummary[]>();
  const [failed, setFailed] = useState(false);
  const [restoring, setRestoring] = useState<string>();

  useEffect(() => {
    listSiteVersions().then(
      (listed) => {
        setVersions(listed);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [changes]);

  async function restore(version: SiteVersionSummary) {
    const confirmed = await confirmDanger(
      dashboardTexts.restoreConfirmTitle,
      dashboardTexts.restoreConfirmText(dayAndTimeFormat.format(new Date(version.savedAt))),
      dashboardTexts.restoreConfirmButton,
    );
    if (!confirmed) return;
    setRestoring(version.id);
    try {
      onRestored(await restoreSiteVersion(version.id));
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(dashboardTexts.requestFailed);
    } finally {
      setRestoring(undefined);
    }
  }

  const T = dashboardSiteTexts.history;
  return (
    <section className="panel grid gap-4" aria-labelledby="site-history">
      <PanelHeading id="site-history" title={T.title}>
        {T.intro}
      </PanelHeading>
      {failed ? (
        <LoadFailed />
      ) : !versions ? (
        <p className="text-sm text-slate-600">{T.loading}</p>
      ) : versions.length === 0 ? (
        <p className="text-sm text-slate-600">{dashboardTexts.noVersions}</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="text-sm">
                {T.replacedOn}{' '}
                <time dateTime={version.savedAt}>{dayAndTimeFormat.format(new Date(version.savedAt))}</time>
                <span className="text-slate-600">{T.by(version.savedBy)}</span>
              </span>
              <button
                type="button"
                className="button button-secondary"
                disabled={restoring !== undefined}
                onClick={() => void restore(version)}
              >
                {T.restore}
                <span className="sr-only">
                  {' '}
                  {T.restoreWhich(dayAndTimeFormat.format(new Date(version.savedAt)))}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
