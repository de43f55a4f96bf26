import { POST_SLUG_PATTERN } from '@portfolio/common';
import { Router, type Request } from 'express';
import { listPostTrash, restorePostFromTrash } from '../data/post-trash';
import { toPostSummary } from '../data/posts';
import { requestPublication } from '../data/publication-state';
import { isPublicPostChange } from '../data/public-changes';
import { ApiError } from '../core/api-error';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { deleteTrashedPostForGood } from '../services/media-lifecycle';
import { lostRace } from './lost-race';

/**
 * The deleted posts: the owner lists them, restores one, or removes one for good, as with projects; the media sweep
 * removes those whose time in the trash is up.
 */
export const postTrashRouter = Router();
postTrashRouter.use('/post-trash', privateNoStore, authenticate, requireAdmin);

function slugOf(req: Request): string {
  const slug = String(req.params.slug);
  if (!POST_SLUG_PATTERN.test(slug)) throw new ApiError(404, 'not_found', 'Post not found.');
  return slug;
}

postTrashRouter.get('/post-trash', async (_req, res) => {
  res.json((await listPostTrash()).map((entry) => entry.post));
});

postTrashRouter.post('/post-trash/:slug/restore', async (req, res) => {
  const slug = slugOf(req);
  const restored = await restorePostFromTrash(slug).catch(lostRace('Post'));
  // Back as a draft: no page shows it.
  if (isPublicPostChange(undefined, restored)) await requestPublication();
  res.json({ data: toPostSummary(slug, restored) });
});

postTrashRouter.delete('/post-trash/:slug', async (req, res) => {
  const slug = slugOf(req);
  // Its images by reference, never its folder: another post may show one of them (services/media-lifecycle.ts).
  await deleteTrashedPostForGood(slug).catch(lostRace('Post'));
  res.json({ result: { deletedCount: 1 } });
});
