import { Router } from 'express';
import { ProjectSetChangedError, reorderProjects, type Reorder } from '../data/project-writes';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { ApiError } from '../core/api-error';
import { requestPublication } from '../data/publication-state';
import { isPublicPriorityChange } from '../data/public-changes';
import { orderedIds, PROJECT_ORDER_MESSAGES } from './project-order-body';

/**
 * PUT /projects/order `{ ids }`: every project's id, most important first; the projects get priorities 1..n.
 * Mounted before the project routes, whose `/projects/:id` would otherwise take `order` for an id.
 */
export const projectOrderRouter = Router();

projectOrderRouter.put('/projects/order', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  const ids = orderedIds(req.body);
  let reorder: Reorder;
  try {
    reorder = await reorderProjects(ids);
  } catch (error) {
    if (error instanceof ProjectSetChangedError) {
      throw new ApiError(409, 'conflict', PROJECT_ORDER_MESSAGES.setChanged);
    }
    throw error;
  }
  // Drafts moved among themselves change no page.
  if (isPublicPriorityChange(reorder.moved)) await requestPublication();
  res.json({ result: { modifiedCount: reorder.modifiedCount } });
});
