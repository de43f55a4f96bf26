import { BACKUP_MESSAGES, PLATFORM_REQUEST_BODY_LIMIT_BYTES } from '@portfolio/common';
import express, { type Request, type RequestHandler, Router } from 'express';
import { withRestoreLease } from '../backups/lease';
import { restoreBackup } from '../backups/restore';
import { backupFile, createStoredBackup, isBackupId, listStoredBackups } from '../backups/stored-backups';
import { ApiError } from '../core/api-error';
import { adminOnly } from '../http/auth';
import { rawBodyOf } from '../http/body-limits';

import { isFileGone } from '../services/storage';

/**
 * The owner's backups: `POST /api/import` (the zip as the body), the stored daily backups (`GET /api/backups`,
 * `POST /api/backups`, `GET /api/backups/{id}`, `POST /api/backups/{id}/restore`). `?dryRun=1` answers what a
 * restore would change and changes nothing.
 */
export const backupsRouter = Router();

const isDryRun = (req: Request) => req.query.dryRun === '1' || req.query.dryRun === 'true';

// Cloud Functions (and its emulator) hands the body over already read, as rawBody: its stream is spent, so it is
// read here only elsewhere (tests in process), within the platform's 32 MB request limit
// (cloud.google.com/functions/quotas, PLATFORM_REQUEST_BODY_LIMIT_BYTES).
const readZip = express.raw({ type: 'application/zip', limit: PLATFORM_REQUEST_BODY_LIMIT_BYTES });
const zipBody: RequestHandler = (req, res, next) => (rawBodyOf(req) ? next() : readZip(req, res, next));

backupsRouter.post('/import', ...adminOnly, zipBody, async (req, res) => {
  if (!req.is('application/zip'))
    throw new ApiError(415, 'unsupported_media_type', 'Send the backup as application/zip.');
  const zip = rawBodyOf(req) ?? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
  res.json(await withRestoreLease(() => restoreBackup(zip, isDryRun(req))));
});

backupsRouter.get('/backups', ...adminOnly, async (_req, res) => {
  res.json({ backups: await listStoredBackups() });
});

backupsRouter.post('/backups', ...adminOnly, async (_req, res) => {
  res.status(201).json(await createStoredBackup());
});

async function storedZip(id: string): Promise<Buffer> {
  if (!isBackupId(id)) throw new ApiError(404, 'not_found', BACKUP_MESSAGES.notFound);
  try {
    const [data] = await backupFile(id).download();
    return data;
  } catch (error) {
    if (isFileGone(error)) throw new ApiError(404, 'not_found', BACKUP_MESSAGES.notFound);
    throw error;
  }
}

backupsRouter.get('/backups/:id', ...adminOnly, async (req, res) => {
  const id = String(req.params.id);
  const zip = await storedZip(id);
  res.attachment(`portfolio-backup-${id}.zip`).type('application/zip').send(zip);
});

backupsRouter.post('/backups/:id/restore', ...adminOnly, async (req, res) => {
  const zip = await storedZip(String(req.params.id));
  res.json(await withRestoreLease(() => restoreBackup(zip, isDryRun(req))));
});
