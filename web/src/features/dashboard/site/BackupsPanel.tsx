import { useRef } from 'react';
import { FormField } from '@/components/FormField';
import { dashboardTexts } from '@/config/dashboard-texts';
import { SavingOverlay } from '@/features/dashboard/projects/SavingOverlay';
import { BackupList } from './BackupList';
import { RestorePreview } from './RestorePreview';
import { useBackupRestore } from './use-backup-restore';
import { PanelHeading } from './PanelHeading';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

/**
 * Backups: restore everything from a zip (an export, or a kept backup downloaded), or from a backup the API keeps,
 * each after a preview of what changes and a confirmation; and the kept backups, with Back up now.
 */
export function BackupsPanel({ onRestored }: { onRestored: () => void }) {
  const restore = useBackupRestore(onRestored);
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, outcome } = restore;
  const busy = state.step !== 'idle';
  const texts = dashboardTexts.backups;

  return (
    <section className="panel grid gap-6" aria-labelledby="site-backups">
      <PanelHeading id="site-backups" title={dashboardSiteTexts.backups.title}>
        {texts.intro}
      </PanelHeading>

      <div className="grid gap-3">
        <h3 className="text-base font-semibold">{dashboardSiteTexts.backups.restoreFrom}</h3>
        <FormField id="backup-file" label={texts.fileLabel}>
          <input
            ref={fileInput}
            id="backup-file"
            name="backup"
            type="file"
            accept="application/zip,.zip"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Emptied, so that choosing the same file again (after a cancel) previews it again.
              event.target.value = '';
              if (file) restore.preview({ kind: 'file', file });
            }}
          />
        </FormField>
        {state.step === 'previewing' ? (
          <p role="status" className="text-sm text-slate-600">
            {texts.previewing}
          </p>
        ) : null}
        {state.step === 'preview' ? (
          <RestorePreview
            answer={state.answer}
            onRestore={restore.confirmAndRun}
            onCancel={() => {
              restore.cancel();
              fileInput.current?.focus();
            }}
          />
        ) : null}
        {state.step === 'running' ? (
          <SavingOverlay title={texts.running} status={texts.runningStatus} />
        ) : null}
        <p
          aria-live="polite"
          data-testid="restore-outcome"
          className={`text-sm font-medium ${outcome?.failed ? 'text-red-700' : 'text-brand-700'}`}
        >
          {outcome?.text}
        </p>
      </div>

      <BackupList busy={busy} onRestore={(backup) => restore.preview({ kind: 'stored', backup })} />
    </section>
  );
}
