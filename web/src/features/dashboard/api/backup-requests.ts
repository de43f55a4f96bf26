import type { BackupImportResult, BackupSummary } from '@portfolio/common';
import { API_BASE } from '@/config/api';
import { apiErrorOf, apiRequest, apiResponse, reportRefusal } from '@/lib/api-client';
import { currentIdToken } from '@/lib/auth';
import { publicationRequested } from '@/features/dashboard/publication/publication-watch';
import { saveAsFile } from './downloads';

/** The answer of an import or a restore, and of their dry run: what changes, and when the backup was made. */
export type RestoreAnswer = BackupImportResult;
export type { BackupSummary };

/** What a restore reads: a zip the owner chose, or a backup the API keeps. */
export type BackupSource = { kind: 'file'; file: File } | { kind: 'stored'; backup: BackupSummary };

/**
 * POST /import with the zip as the raw body. The shared API client sends JSON or forms only; this call stays here,
 * in the dashboard's lazily loaded code, so that the visitors' first load does not grow.
 */
async function importZip(file: File, dryRun: boolean): Promise<RestoreAnswer> {
  const token = await currentIdToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/zip' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE}/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers,
    body: file,
  });
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    reportRefusal(response.status, Boolean(token));
    throw apiErrorOf(response.status, response.statusText, body);
  }
  return body as RestoreAnswer;
}

function restoreStored(id: string, dryRun: boolean): Promise<RestoreAnswer> {
  return apiRequest(`/backups/${encodeURIComponent(id)}/restore${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
  });
}

/** The dry run: what restoring the source would change, nothing changed. */
export function previewRestore(source: BackupSource): Promise<RestoreAnswer> {
  return source.kind === 'file' ? importZip(source.file, true) : restoreStored(source.backup.id, true);
}

/** The restore itself; the public pages are published again after it. */
export async function runRestore(source: BackupSource): Promise<RestoreAnswer> {
  const answer =
    source.kind === 'file'
      ? await importZip(source.file, false)
      : await restoreStored(source.backup.id, false);
  publicationRequested();
  return answer;
}

export async function listBackups(): Promise<BackupSummary[]> {
  return (await apiRequest<{ backups: BackupSummary[] }>('/backups')).backups;
}

export function backUpNow(): Promise<BackupSummary> {
  return apiRequest('/backups', { method: 'POST' });
}

/** GET /backups/{id}: the zip, saved by the browser (a plain link would carry no token). */
export async function downloadBackup(backup: BackupSummary): Promise<void> {
  const response = await apiResponse(`/backups/${encodeURIComponent(backup.id)}`);
  await saveAsFile(response, `backup-${backup.createdAt.slice(0, 10)}.zip`);
}
