import { useState } from 'react';
import { dashboardTexts } from '@/config/dashboard-texts';
import { alertError } from '@/lib/alerts';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { downloadExport } from '@/features/dashboard/api/site-requests';
import { dashboardHomeTexts } from '@/config/dashboard-home-texts';

/** "Download all my data": the site content, the projects, the messages and every file, as one zip. */
export function ExportButton() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadExport();
    } catch (error) {
      if (!isSessionRefusal(error)) void alertError(dashboardTexts.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button button-secondary" disabled={busy} onClick={() => void download()}>
      {busy ? dashboardHomeTexts.home.preparingDownload : dashboardHomeTexts.home.downloadAll}
    </button>
  );
}
