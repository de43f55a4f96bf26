import type { BackupChanges, Counts } from '@portfolio/common';
import { dashboardTexts } from '@/config/dashboard-texts';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

/** The kinds a restore changes, in the order the preview lists them (named by `dashboardSiteTexts.backups`). */
export const BACKUP_KINDS: readonly (keyof BackupChanges)[] = [
  'projects',
  'posts',
  'versions',
  'files',
  'messages',
  'translations',
  'interfaceTexts',
];

/** "7 projects, 1 post": one column of the changes, kinds with none left out ("nothing" when all are). */
export function countsSummary(changes: BackupChanges, column: keyof Counts): string {
  const parts = BACKUP_KINDS.flatMap((key) => {
    const count = changes[key][column];
    return count === 0 ? [] : [dashboardSiteTexts.backups.counts[key](count)];
  });
  return parts.length === 0 ? dashboardTexts.backups.noChange : parts.join(', ');
}

/** A backup's size as people read it: "2.9 MB", "640 KB". */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
