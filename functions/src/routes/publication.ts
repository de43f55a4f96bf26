import { Router } from 'express';
import { publicationStatusOf, readPublicationRecord } from '../data/publication-state';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';

/** GET /publication: whether the public pages show the last change yet, for the dashboard after a save. */
export const publicationRouter = Router();

publicationRouter.get('/publication', privateNoStore, authenticate, requireAdmin, async (_req, res) => {
  res.json(publicationStatusOf(await readPublicationRecord()));
});
