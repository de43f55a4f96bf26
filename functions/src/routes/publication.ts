import { Router } from 'express';
import { publicationStatusOf, readPublicationRecord } from '../data/publication-state';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';

/**
 * GET /publication: whether the public pages show the last change yet, for the dashboard after a save and for the
 * owner's public pages (which refresh their data when the served file may predate a change). The change count and
 * the server's time come along: a page compares `publishedAt` with its own load on the server's clock.
 */
export const publicationRouter = Router();

publicationRouter.get('/publication', privateNoStore, authenticate, requireAdmin, async (_req, res) => {
  const record = await readPublicationRecord();
  res.json({ ...publicationStatusOf(record), requested: record.requested, now: new Date().toISOString() });
});
