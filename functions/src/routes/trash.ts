import { Router } from 'express';
import { listTrash, removeFromTrash, restoreFromTrash } from '../data/trash';
import { findProject, toProject } from '../data/projects';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { ApiError } from '../core/api-error';
import { requestPublication } from '../data/publication-state';
import { documentId } from '../http/ids';
import { deleteFolder } from '../services/storage';
import { lostRace } from './lost-race';

/** The deleted projects: the admin lists them, restores one, or removes one for good. */
export const trashRouter = Router();
trashRouter.use('/trash', privateNoStore, authenticate, requireAdmin);

trashRouter.get('/trash', async (_req, res) => {
  res.json((await listTrash()).map((entry) => entry.project));
});

trashRouter.post('/trash/:projectId/restore', async (req, res) => {
  const id = documentId(req.params.projectId, 'Project');
  await restoreFromTrash(id).catch(lostRace('Project'));
  await requestPublication();
  const restored = await findProject(id);
  if (!restored) throw new ApiError(404, 'not_found', 'Project not found.');
  res.json({ data: toProject(id, restored) });
});

trashRouter.delete('/trash/:projectId', async (req, res) => {
  const id = documentId(req.params.projectId, 'Project');
  await removeFromTrash(id).catch(lostRace('Project'));
  // The whole folder: the files the project named, and any a save racing the delete stored meanwhile.
  await deleteFolder(`projects/${id}`);
  res.json({ result: { deletedCount: 1 } });
});
