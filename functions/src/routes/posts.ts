import {
  POST_SLUG_PATTERN,
  postPreviewSchema,
  VALIDATION_MESSAGES,
  postSchema,
  siteImageUrl,
  slugFromTitle,
  withNeighbours,
  type Post,
  type PostSummary,
} from '@portfolio/common';
import { Router, type Request, type Response } from 'express';
import { findPostVersion, listPostVersions, prunePostVersions } from '../data/post-versions';
import { createPost } from '../data/post-creation';
import { movePostToTrash } from '../data/post-trash';
import { requestPublication } from '../data/publication-state';
import { translatorFor } from '../languages/request-language';
import { isPublicPostChange } from '../data/public-changes';
import {
  addPostImage,
  findPost,
  listPosts,
  revisionOf,
  toPost,
  updatePost,
  newPostDocument,
  postFieldsOf,
  type PostDocument,
} from '../data/posts';
import { SlugTakenError } from '../data/write-errors';
import { ApiError, validationFailed } from '../core/api-error';
import { adminOnly, editorOf, isAdmin, optionalCaller } from '../http/auth';
import { privateNoStore, publicCache, storeNowhere } from '../http/cache';
import { IDEMPOTENCY_KEY_HEADER, idForSave } from '../http/idempotency';
import { isDocumentId } from '../http/ids';
import { filesOf, parseMultipart } from '../http/multipart';
import { revisionCheckOf } from '../http/revision-condition';
import { validateOrThrow } from '../http/validation';
import { renderPost } from '../services/post-rendering';
import { assertImages, saveWithUploads } from '../services/uploads';
import { lostRace } from './lost-race';

/** The owner's writing: published posts are public; drafts, and every change, are the owner's. */
export const postsRouter = Router();

const notFound = () => new ApiError(404, 'not_found', 'Post not found.');

/** The slug of the path, or 404: a slug is also the post's id. */
function slugOf(req: Request): string {
  const slug = String(req.params.slug);
  if (!POST_SLUG_PATTERN.test(slug)) throw notFound();
  return slug;
}

/** The published posts, newest first, with each one's newer and older neighbour. */
export async function publishedPosts(): Promise<PostSummary[]> {
  return listPosts();
}

/** A published post with its neighbours, as its page shows it; undefined for an unknown slug or a draft. */
export async function publishedPost(slug: string): Promise<Post | undefined> {
  if (!POST_SLUG_PATTERN.test(slug)) return undefined;
  const doc = await findPost(slug);
  if (!doc?.published) return undefined;
  return withNeighbours(toPost(slug, doc), await listPosts());
}

/** A chosen slug that a live or trashed post has: said so, on the field, rather than changed behind the owner's back. */
function slugTaken(error: unknown): never {
  if (error instanceof SlugTakenError)
    throw new ApiError(409, 'conflict', VALIDATION_MESSAGES.slugTaken, {
      slug: VALIDATION_MESSAGES.slugTaken,
    });
  return lostRace('Post')(error);
}

function sendPost(res: Response, slug: string, doc: PostDocument, status = 200): void {
  res
    .set('ETag', `"${revisionOf(doc)}"`)
    .status(status)
    .json({ data: toPost(slug, doc, { withBody: true }) });
}

postsRouter.get('/posts', async (req, res) => {
  if (req.query.drafts === '1') {
    privateNoStore(req, res, () => undefined);
    const user = await optionalCaller(req);
    if (!user) throw new ApiError(401, 'unauthenticated', 'Sign in first to see drafts.');
    if (!isAdmin(user)) throw new ApiError(403, 'forbidden', 'Only the site owner may see drafts.');
    res.json(await listPosts({ includeDrafts: true }));
    return;
  }
  const translator = await translatorFor(req);
  publicCache(req, res, () => undefined);
  const tag = typeof req.query.tag === 'string' ? req.query.tag.toLowerCase() : undefined;
  const posts = (await publishedPosts()).map(translator.post);
  res.json(tag ? posts.filter((post) => post.tags.some((t) => t.toLowerCase() === tag)) : posts);
});

postsRouter.get('/posts/:slug', async (req, res) => {
  const slug = slugOf(req);
  const [doc, user] = await Promise.all([findPost(slug), optionalCaller(req)]);
  // The owner reads any post whole, its Markdown included, to edit it: an answer for them alone, never cached (the
  // editor's address is its own, so no cached public answer is served for it either).
  if (doc && user && isAdmin(user)) {
    storeNowhere(res);
    res.set('ETag', `"${revisionOf(doc)}"`).json(toPost(slug, doc, { withBody: true }));
    return;
  }
  if (doc?.published) {
    const translator = await translatorFor(req);
    const post = translator.wholePost(withNeighbours(toPost(slug, doc), await listPosts()));
    publicCache(req, res, () => res.json(post));
    return;
  }
  // A draft is the owner's alone: anyone else is told there is no such post.
  storeNowhere(res);
  throw notFound();
});

postsRouter.post('/posts/preview', ...adminOnly, async (req, res) => {
  const { body } = await validateOrThrow(postPreviewSchema, req.body);
  res.json(renderPost(body));
});

postsRouter.post('/posts', ...adminOnly, async (req, res) => {
  // As with projects: a retried save (same Idempotency-Key) answers the post the first one made, whatever it sends.
  const saveKey = idForSave('post', req.get(IDEMPOTENCY_KEY_HEADER));
  const input = await validateOrThrow(postSchema, req.body, {}, { keepUnknown: true });
  const doc = newPostDocument(postFieldsOf(input), renderPost(input.body), editorOf(req));
  const choice = input.slug ? { chosen: input.slug } : { fromTitle: slugFromTitle(input.title) };
  const made = await createPost(choice, doc, saveKey).catch(slugTaken);
  if (!made.created) {
    const kept = toPost(made.slug, made.doc, { withBody: true });
    res
      .status(200)
      .json({ data: made.trashedAt ? { ...kept, trashedAt: made.trashedAt.toISOString() } : kept });
    return;
  }
  if (isPublicPostChange(undefined, doc)) await requestPublication();
  sendPost(res, made.slug, made.doc, 201);
});

postsRouter.put('/posts/:slug', ...adminOnly, async (req, res) => {
  const slug = slugOf(req);
  const input = await validateOrThrow(postSchema, req.body, {}, { keepUnknown: true });
  if (input.slug && input.slug !== slug)
    throw validationFailed({
      slug: 'A post keeps its slug: its address stays the same when the title changes',
    });
  // A save replaces the whole post: it must say which revision it replaces (RFC 6585's 428), so that a retried or
  // stale save never overwrites a newer one unseen. `If-Match: *` says "whatever is stored".
  const revisionCheck = revisionCheckOf(req, input.updatedAt);
  if (!revisionCheck) {
    throw new ApiError(
      428,
      'precondition_required',
      'Say which revision this save replaces: send If-Match with the post’s ETag, or its updatedAt.',
    );
  }
  let before: PostDocument | undefined;
  const saved = await updatePost(
    slug,
    (current) => {
      // The post the save replaced, as the transaction that wrote it last read it.
      before = current;
      return { ...current, ...postFieldsOf(input, current), ...renderPost(input.body, current.images) };
    },
    editorOf(req),
    revisionCheck,
  ).catch(lostRace('Post'));
  if (isPublicPostChange(before, saved)) await requestPublication();
  await prunePostVersions(slug);
  sendPost(res, slug, saved);
});

postsRouter.delete('/posts/:slug', ...adminOnly, async (req, res) => {
  const trashed = await movePostToTrash(slugOf(req), revisionCheckOf(req)).catch(lostRace('Post'));
  if (isPublicPostChange(trashed, undefined)) await requestPublication();
  res.json({ result: { deletedCount: 1 } });
});

postsRouter.get('/posts/:slug/versions', ...adminOnly, async (req, res) => {
  res.json(await listPostVersions(slugOf(req)));
});

postsRouter.post('/posts/:slug/versions/:versionId/restore', ...adminOnly, async (req, res) => {
  const slug = slugOf(req);
  const versionId = String(req.params.versionId);
  if (!isDocumentId(versionId)) throw new ApiError(404, 'not_found', 'Version not found.');
  const { title, summary, body, tags } = await findPostVersion(slug, versionId).catch(lostRace('Version'));
  let before: PostDocument | undefined;
  const saved = await updatePost(
    slug,
    (current) => {
      before = current;
      // The content comes back, not the publication: a draft stays a draft, a published post keeps its date.
      return { ...current, title, summary, body, tags, ...renderPost(body, current.images) };
    },
    editorOf(req),
    revisionCheckOf(req),
  ).catch(lostRace('Post'));
  if (isPublicPostChange(before, saved)) await requestPublication();
  await prunePostVersions(slug);
  sendPost(res, slug, saved);
});

/** An image for a post's Markdown, re-encoded like the projects' images; answers the URL and Markdown to insert. */
postsRouter.post('/posts/:slug/images', ...adminOnly, async (req, res) => {
  const slug = slugOf(req);
  if (!(await findPost(slug))) throw notFound();
  const form = await parseMultipart(req, 1, {
    tooManyFiles: { field: 'image', message: VALIDATION_MESSAGES.oneFileOnly('image') },
  });
  const [file] = filesOf(form, 'image');
  if (!file)
    throw validationFailed({
      image: 'An image is required',
    });
  assertImages([file]);
  const image = await saveWithUploads(`posts/${slug}`, async (uploads) => {
    const stored = await uploads.postImage(file);
    const saved = {
      url: siteImageUrl(stored.url),
      path: stored.path,
      width: stored.width,
      height: stored.height,
    };
    await addPostImage(slug, saved).catch(lostRace('Post'));
    return { result: saved };
  });
  const alt = file.filename.replace(/\.[^.]*$/, '').replace(/[[\]\\]/g, '') || 'Image';
  res.status(201).json({
    data: { url: image.url, width: image.width, height: image.height, markdown: `![${alt}](${image.url})` },
  });
});
