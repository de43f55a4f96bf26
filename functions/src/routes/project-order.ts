import { Router } from 'express';
import { ProjectSetChangedError, reorderProjects } from '../data/project-writes';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { ApiError } from '../core/api-error';
import { requestPublication } from '../data/publication-state';
import { orderedIds, PROJECT_ORDER_MESSAGES } from './project-order-body';

/**
 * PUT /projects/order `{ ids }`: every project's id, most important first; the projects get priorities 1..n.
 * Mounted before the project routes, whose `/projects/:id` would otherwise take `order` for an id.
 */
export const projectOrderRouter = Router();

projectOrderRouter.put('/projects/order', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  const ids = orderedIds(req.body);
  let modifiedCount: number;
  try {
    modifiedCount = await reorderProjects(ids);
  } catch (error) {
    if (error instanceof ProjectSetChangedError) {
      throw new ApiError(409, 'conflict', PROJECT_ORDER_MESSAGES.setChanged);
    }
    throw error;
  }
  if (modifiedCount) await requestPublication();
  res.json({ result: { modifiedCount } });
});
