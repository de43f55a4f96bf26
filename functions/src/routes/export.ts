import { Router } from 'express';
import { writeBackup } from '../backups/archive-writer';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';

/**
 * `GET /api/export`: everything the owner has here, as one zip that `POST /api/import` takes back (see
 * backups/archive-writer.ts): the site and its versions, the projects and posts (trashed ones marked) with their
 * versions, the messages, the visit statistics, every file they name, and manifest.json. Streamed one file at a time.
 */
export const exportRouter = Router();

exportRouter.get('/export', privateNoStore, authenticate, requireAdmin, async (_req, res) => {
  res.attachment(`portfolio-export-${new Date().toISOString().slice(0, 10)}.zip`);
  try {
    await writeBackup(res);
  } catch (error) {
    // A zip that cannot be finished ends as a broken download, which the caller sees, never as one that looks whole.
    console.error('export:', error);
    res.destroy();
  }
});
