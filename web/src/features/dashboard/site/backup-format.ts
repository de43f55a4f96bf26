import type { BackupChanges, Counts } from '@portfolio/common';
import { dashboardTexts } from '@/config/dashboard-texts';

/** The kinds a restore changes, in the order the preview lists them, with their singular noun. */
export const BACKUP_KINDS: readonly { key: keyof BackupChanges; label: string; noun: string }[] = [
  { key: 'projects', label: 'Projects', noun: 'project' },
  { key: 'posts', label: 'Posts', noun: 'post' },
  { key: 'versions', label: 'Versions', noun: 'version' },
  { key: 'files', label: 'Files', noun: 'file' },
  { key: 'messages', label: 'Messages', noun: 'message' },
  { key: 'translations', label: 'Translations', noun: 'translation' },
];

/** "7 projects, 1 post": one column of the changes, kinds with none left out ("nothing" when all are). */
export function countsSummary(changes: BackupChanges, column: keyof Counts): string {
  const parts = BACKUP_KINDS.flatMap(({ key, noun }) => {
    const count = changes[key][column];
    return count === 0 ? [] : [`${count} ${noun}${count === 1 ? '' : 's'}`];
  });
  return parts.length === 0 ? dashboardTexts.backups.noChange : parts.join(', ');
}

/** A backup's size as people read it: "2.9 MB", "640 KB". */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
