import { MAX_ORDERED_PROJECTS, type FieldErrors } from '@portfolio/common';
import { Router } from 'express';
import { ProjectSetChangedError, reorderProjects } from '../data/project-writes';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { ApiError } from '../core/api-error';
import { isDocumentId } from '../http/ids';
import { projectsChanged } from './project-form';

export const PROJECT_ORDER_MESSAGES = {
  notAList: 'ids must be an array of project ids',
  tooMany: `ids may list at most ${MAX_ORDERED_PROJECTS} projects`,
  notAnId: (index: number) => `ids[${index}] is not a project id`,
  duplicate: (id: string) => `ids lists ${id} more than once`,
  setChanged:
    'The projects changed since the list was read (one was added or deleted): reload and order them again.',
} as const;

/** The ids of a reorder's body, or the field error that refuses it. */
function orderedIds(body: unknown): string[] {
  const ids: unknown = (body as Record<string, unknown> | undefined)?.ids;
  const refuse = (message: string): never => {
    throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', { ids: message } as FieldErrors);
  };
  if (!Array.isArray(ids)) return refuse(PROJECT_ORDER_MESSAGES.notAList);
  if (ids.length > MAX_ORDERED_PROJECTS) return refuse(PROJECT_ORDER_MESSAGES.tooMany);
  const seen = new Set<string>();
  ids.forEach((id: unknown, index) => {
    if (!isDocumentId(id)) refuse(PROJECT_ORDER_MESSAGES.notAnId(index));
    else if (seen.has(id)) refuse(PROJECT_ORDER_MESSAGES.duplicate(id));
    else seen.add(id);
  });
  return [...seen];
}

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
  if (modifiedCount) projectsChanged(res);
  res.json({ result: { modifiedCount } });
});
