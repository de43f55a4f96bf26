import { Router } from 'express';
import { listTrash, restoreFromTrash } from '../data/trash';
import { findProject, toProject } from '../data/projects';
import { ProjectExistsError } from '../data/write-errors';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { ApiError } from '../core/api-error';
import { requestPublication } from '../data/publication-state';
import { isPublicPriorityChange, isPublicProjectChange } from '../data/public-changes';
import { documentId } from '../http/ids';
import { deleteTrashedForGood } from '../services/media-lifecycle';
import { lostRace } from './lost-race';

/** The deleted projects: the admin lists them, restores one, or removes one for good. */
export const trashRouter = Router();
trashRouter.use('/trash', privateNoStore, authenticate, requireAdmin);

trashRouter.get('/trash', async (_req, res) => {
  res.json((await listTrash()).map((entry) => entry.project));
});

trashRouter.post('/trash/:projectId/restore', async (req, res) => {
  const id = documentId(req.params.projectId, 'Project');
  const { restored, moved } = await restoreFromTrash(id).catch((error: unknown) => {
    if (error instanceof ProjectExistsError) {
      throw new ApiError(409, 'conflict', 'A live project has this id: the trashed copy stays in the trash.');
    }
    return lostRace('Project')(error);
  });
  // Back as a draft, moving only drafts to make room: no page changes.
  if (isPublicProjectChange(undefined, restored) || isPublicPriorityChange(moved)) await requestPublication();
  const live = await findProject(id);
  if (!live) throw new ApiError(404, 'not_found', 'Project not found.');
  res.json({ data: toProject(id, live) });
});

trashRouter.delete('/trash/:projectId', async (req, res) => {
  const id = documentId(req.params.projectId, 'Project');
  // A save racing the delete removes what it stored itself (saveWithUploads); a stray file goes with the orphans.
  await deleteTrashedForGood(id).catch(lostRace('Project'));
  res.json({ result: { deletedCount: 1 } });
});
