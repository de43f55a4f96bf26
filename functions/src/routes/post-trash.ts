import { POST_SLUG_PATTERN } from '@portfolio/common';
import { Router, type Request } from 'express';
import { removePostVersions } from '../data/post-versions';
import { listPostTrash, removePostFromTrash, restorePostFromTrash } from '../data/post-trash';
import { toPostSummary } from '../data/posts';
import { requestPublication } from '../data/publication-state';
import { isPublicPostChange } from '../data/public-changes';
import { ApiError } from '../core/api-error';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { deleteFolder } from '../services/storage';
import { lostRace } from './lost-race';

/** The deleted posts: the owner lists them, restores one, or removes one for good, as with projects. */
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
  await removePostFromTrash(slug).catch(lostRace('Post'));
  await removePostVersions(slug);
  await deleteFolder(`posts/${slug}`);
  res.json({ result: { deletedCount: 1 } });
});
