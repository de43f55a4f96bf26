import { useState } from 'react';
import { dashboardTexts } from '@/config/dashboard-texts';
import { ApiRequestError } from '@/lib/api-client';
import { confirmDanger } from '@/lib/alerts';
import {
  previewRestore,
  runRestore,
  type BackupSource,
  type RestoreAnswer,
} from '@/features/dashboard/api/backup-requests';
import { isSessionRefusal } from '@/features/dashboard/api/request-failure';
import { dayAndTimeFormat } from '@/lib/local-format';
import { countsSummary } from './backup-format';

export type RestoreStep =
  | { step: 'idle' }
  | { step: 'previewing'; source: BackupSource }
  | { step: 'preview'; source: BackupSource; answer: RestoreAnswer }
  | { step: 'running'; source: BackupSource; answer: RestoreAnswer };

export interface RestoreOutcome {
  text: string;
  failed?: boolean;
}

export const backupDate = (iso: string) => dayAndTimeFormat.format(new Date(iso));

/** The API's own words for a refused restore (a bad archive, another import running), else the generic one. */
function failureText(error: unknown): string {
  return error instanceof ApiRequestError && error.status < 500 && error.message
    ? error.message
    : dashboardTexts.requestFailed;
}

/**
 * A restore in three steps, whatever its source: the dry run shows what would change; a confirmation names what is
 * replaced; then the restore runs, with the outcome said after it. A refused session says so itself (the API client
 * signs the owner out), so it adds no outcome of its own.
 */
export function useBackupRestore(onRestored: () => void) {
  const [state, setState] = useState<RestoreStep>({ step: 'idle' });
  const [outcome, setOutcome] = useState<RestoreOutcome>();

  function failed(error: unknown) {
    setState({ step: 'idle' });
    if (!isSessionRefusal(error)) setOutcome({ text: failureText(error), failed: true });
  }

  async function preview(source: BackupSource) {
    setOutcome(undefined);
    setState({ step: 'previewing', source });
    try {
      setState({ step: 'preview', source, answer: await previewRestore(source) });
    } catch (error) {
      failed(error);
    }
  }

  async function confirmAndRun() {
    if (state.step !== 'preview') return;
    const { source, answer } = state;
    const texts = dashboardTexts.backups;
    const when = backupDate(answer.exportedAt);
    const confirmed = await confirmDanger(
      texts.confirmTitle,
      texts.confirmText(
        when,
        countsSummary(answer.changes, 'replaced'),
        countsSummary(answer.changes, 'removed'),
      ),
      texts.confirmButton,
    );
    if (!confirmed) return;
    setState({ step: 'running', source, answer });
    try {
      const done = await runRestore(source);
      setState({ step: 'idle' });
      setOutcome({ text: dashboardTexts.backups.restored(backupDate(done.exportedAt)) });
      onRestored();
    } catch (error) {
      failed(error);
    }
  }

  return {
    state,
    outcome,
    setOutcome,
    preview: (source: BackupSource) => void preview(source),
    confirmAndRun: () => void confirmAndRun(),
    cancel: () => setState({ step: 'idle' }),
  };
}
