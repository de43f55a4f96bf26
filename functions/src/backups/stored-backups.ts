import { BACKUP_FOLDER, BACKUPS_KEPT, type BackupSummary } from '@portfolio/common';
import { bucket } from '../core/firebase';
import { writeBackup } from './archive-writer';

const BACKUP_ID = /^[0-9]{8}T[0-9]{6}Z-[0-9a-f]{6}$/;

export const isBackupId = (id: string) => BACKUP_ID.test(id);
export const backupFile = (id: string) => bucket().file(`${BACKUP_FOLDER}${id}.zip`);

/** Writes a backup into Storage, streamed (memory holds one file at a time); ids sort by time. */
export async function createStoredBackup(now = new Date()): Promise<BackupSummary> {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const id = `${stamp}-${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
  const file = backupFile(id);
  const output = file.createWriteStream({ resumable: false, contentType: 'application/zip' });
  const done = new Promise<void>((resolve, reject) => output.on('finish', resolve).on('error', reject));
  await writeBackup(output);
  await done;
  const [metadata] = await file.getMetadata();
  return { id, createdAt: now.toISOString(), size: Number(metadata.size ?? 0) };
}

/** The stored backups, newest first. */
export async function listStoredBackups(): Promise<BackupSummary[]> {
  const [files] = await bucket().getFiles({ prefix: BACKUP_FOLDER });
  return files
    .map((file) => ({
      id: file.name.slice(BACKUP_FOLDER.length).replace(/\.zip$/, ''),
      createdAt: new Date(String(file.metadata.timeCreated ?? Date.now())).toISOString(),
      size: Number(file.metadata.size ?? 0),
    }))
    .filter((backup) => isBackupId(backup.id))
    .sort((a, b) => b.id.localeCompare(a.id));
}

/** Deletes all but the newest BACKUPS_KEPT backups; the ids deleted. */
export async function pruneStoredBackups(): Promise<string[]> {
  const old = (await listStoredBackups()).slice(BACKUPS_KEPT).map((backup) => backup.id);
  await Promise.all(old.map((id) => backupFile(id).delete({ ignoreNotFound: true })));
  return old;
}
