import {
  ALL_CATEGORIES,
  filterProjects,
  MAX_SCREENSHOTS,
  parseProjectFilterQuery,
  PROJECT_CATEGORY_SLUGS,
  projectFieldsSchema,
  projectUpdateFieldsSchema,
  VALIDATION_MESSAGES,
  type FieldErrors,
  type Project,
  type ProjectCategory,
  type ProjectFields,
} from '@portfolio/common';
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import {
  findProject,
  isPublished,
  listProjects,
  nextPriority,
  projectsCollection,
  storedPathsOf,
  toProject,
  type ProjectDocument,
} from '../data/projects';
import { findProjectForReading, forgetCachedProjects, listPublishedProjects } from '../data/projects-cache';
import { authenticate, isAdmin, optionalCaller, requireAdmin } from '../http/auth';
import { privateNoStore, publicCache } from '../http/cache';
import { ApiError } from '../http/errors';
import { documentId } from '../http/ids';
import { filesOf, parseMultipart, type MultipartForm } from '../http/multipart';
import { validateOrThrow } from '../http/validation';
import { deleteFiles } from '../services/storage';
import { assertImages, UploadBatch } from '../services/uploads';

const BEST_PROJECTS_LIMIT = 6;

export const projectsRouter = Router();

/** The stored fields of a validated form; the end date only when the project is complete. */
function projectFields<T extends Pick<ProjectFields, 'startDate' | 'endDate'>>(fields: T) {
  const { startDate, endDate, ...rest } = fields;
  return { ...rest, date: endDate ? { startDate, endDate } : { startDate } };
}

function screenshotCountError(count: number): FieldErrors {
  return count > MAX_SCREENSHOTS ? { screenshots: VALIDATION_MESSAGES.tooManyScreenshots } : {};
}

async function readProjectForm(req: Parameters<typeof parseMultipart>[0]): Promise<MultipartForm> {
  const form = await parseMultipart(req, 1 + MAX_SCREENSHOTS);
  if (filesOf(form, 'image').length > 1) {
    throw new ApiError(400, 'validation_failed', 'Send one main image.', { image: 'Send one main image.' });
  }
  assertImages(form.files.filter((file) => file.field === 'image' || file.field === 'screenshots'));
  return form;
}

projectsRouter.get('/best-projects', publicCache, async (_req, res) => {
  res.json(await listPublishedProjects({ limit: BEST_PROJECTS_LIMIT }));
});

// The spec spells the path `filterd-projects`; clients depend on it, and the correct spelling is accepted too.
// `tech` (repeated: all of them) and `q` narrow the list as the projects page does.
projectsRouter.get(['/filterd-projects', '/filtered-projects'], publicCache, async (req, res) => {
  const parsed = parseProjectFilterQuery(req.query);
  if (!parsed.ok) throw new ApiError(400, 'validation_failed', 'Invalid project filter.', parsed.fields);
  const category = String(req.query.categoryOfProject ?? ALL_CATEGORIES);
  let projects: Project[] = [];
  if (category === ALL_CATEGORIES) {
    projects = await listPublishedProjects();
  } else if ((PROJECT_CATEGORY_SLUGS as string[]).includes(category)) {
    projects = await listPublishedProjects({ category: category as ProjectCategory });
  }
  res.json(filterProjects(projects, parsed.filter));
});

projectsRouter.get('/projects/:id', async (req, res) => {
  const id = documentId(req.params.id, 'Project');
  const project = await findProjectForReading(id);
  if (project && isPublished(project)) {
    publicCache(req, res, () => res.json(toProject(id, project)));
    return;
  }
  // A draft exists for the admin only; to anyone else it is as unknown as a missing id.
  res.set('Cache-Control', 'private, no-store');
  const user = project ? await optionalCaller(req) : undefined;
  if (!project || !user || !isAdmin(user)) throw new ApiError(404, 'not_found', 'Project not found.');
  res.json(toProject(id, project));
});

projectsRouter.get('/projects', privateNoStore, authenticate, requireAdmin, async (_req, res) => {
  res.json(await listProjects({ includeDrafts: true }));
});

/** Publishes or unpublishes a project (the dashboard's toggle). */
projectsRouter.patch('/projects/:id', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  const id = documentId(req.params.id, 'Project');
  const published: unknown = (req.body as Record<string, unknown> | undefined)?.published;
  if (typeof published !== 'boolean') {
    throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', {
      published: 'published must be true or false',
    });
  }
  const existing = await findProject(id);
  if (!existing) throw new ApiError(404, 'not_found', 'Project not found.');
  const modifiedCount = isPublished(existing) === published ? 0 : 1;
  if (modifiedCount) {
    await projectsCollection().doc(id).update({ published, updatedAt: FieldValue.serverTimestamp() });
    forgetCachedProjects();
  }
  res.json({ result: { modifiedCount } });
});

projectsRouter.post('/projects', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  const form = await readProjectForm(req);
  const [image] = filesOf(form, 'image');
  const screenshots = filesOf(form, 'screenshots');
  const fields = await validateOrThrow(projectFieldsSchema, form.fields, {
    ...(image ? {} : ({ image: VALIDATION_MESSAGES.mainImageRequired } as FieldErrors)),
    ...screenshotCountError(screenshots.length),
  });
  if (!image) throw new ApiError(400, 'validation_failed', VALIDATION_MESSAGES.mainImageRequired);

  const ref = projectsCollection().doc();
  const uploads = new UploadBatch(`projects/${ref.id}`);
  try {
    const [cover, shots] = await uploads.settle([
      uploads.imageWithThumbnail(image),
      uploads.settle(screenshots.map((file) => uploads.image(file))),
    ] as const);
    await ref.create({
      ...projectFields(fields),
      priority: await nextPriority(),
      image: cover.image.url,
      imagePath: cover.image.path,
      thumbnail: cover.thumbnail.url,
      thumbnailPath: cover.thumbnail.path,
      screenshots: shots.map((shot) => shot.url),
      screenshotPaths: shots.map((shot) => shot.path),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    forgetCachedProjects();
  } catch (error) {
    await uploads.rollback();
    throw error;
  }
  const created = await ref.get();
  res.status(201).json({ data: toProject(ref.id, created.data() as ProjectDocument) });
});

/** Which existing screenshots the edit keeps: those named in `keepScreenshots`, or all when the field is absent. */
function keptScreenshots(form: MultipartForm, existing: ProjectDocument): number[] {
  const indexes = existing.screenshots.map((_, index) => index);
  if (!('keepScreenshots' in form.all)) return indexes;
  const keep = new Set(form.all.keepScreenshots);
  return indexes.filter((index) => keep.has(existing.screenshots[index] ?? ''));
}

/** JSON with object keys sorted, so that stored maps compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

projectsRouter.put('/projects/:id', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  const id = documentId(req.params.id, 'Project');
  const existing = await findProject(id);
  if (!existing) throw new ApiError(404, 'not_found', 'Project not found.');
  const form = await readProjectForm(req);
  const [image] = filesOf(form, 'image');
  const newScreenshots = filesOf(form, 'screenshots');
  const kept = keptScreenshots(form, existing);
  const fields = await validateOrThrow(projectUpdateFieldsSchema, form.fields, {
    ...(image || existing.image ? {} : ({ image: VALIDATION_MESSAGES.mainImageRequired } as FieldErrors)),
    ...screenshotCountError(kept.length + newScreenshots.length),
  });

  const { priority, published = isPublished(existing), ...formFields } = fields;
  // The whole edited version is written, not only what differs, so that two admins saving at once leave one of
  // their two versions, never a mix of both.
  const changes: Record<string, unknown> = { ...projectFields(formFields), priority, published };
  const fieldsChanged = Object.entries(changes).some(
    ([key, value]) => !sameValue(value, existing[key as keyof ProjectDocument]),
  );
  const screenshotsChanged = kept.length !== existing.screenshots.length || newScreenshots.length > 0;
  if (!image && !screenshotsChanged && !fieldsChanged) {
    res.json({ result: { modifiedCount: 0 }, data: toProject(id, existing) });
    return;
  }

  const uploads = new UploadBatch(`projects/${id}`);
  const replacedPaths: string[] = [];
  try {
    const [cover, shots] = await uploads.settle([
      image ? uploads.imageWithThumbnail(image) : Promise.resolve(undefined),
      uploads.settle(newScreenshots.map((file) => uploads.image(file))),
    ] as const);
    if (cover) {
      Object.assign(changes, {
        image: cover.image.url,
        imagePath: cover.image.path,
        thumbnail: cover.thumbnail.url,
        thumbnailPath: cover.thumbnail.path,
      });
      replacedPaths.push(existing.imagePath, existing.thumbnailPath);
    }
    if (screenshotsChanged) {
      const keptSet = new Set(kept);
      replacedPaths.push(...existing.screenshotPaths.filter((_, index) => !keptSet.has(index)));
      changes.screenshots = [
        ...kept.map((index) => existing.screenshots[index]),
        ...shots.map((shot) => shot.url),
      ];
      changes.screenshotPaths = [
        ...kept.map((index) => existing.screenshotPaths[index]),
        ...shots.map((shot) => shot.path),
      ];
    }
    await projectsCollection()
      .doc(id)
      .update({ ...changes, updatedAt: FieldValue.serverTimestamp() });
    forgetCachedProjects();
  } catch (error) {
    await uploads.rollback();
    throw error;
  }
  await deleteFiles(replacedPaths.filter(Boolean));
  const updated = (await projectsCollection().doc(id).get()).data() as ProjectDocument;
  res.json({ result: { modifiedCount: 1 }, data: toProject(id, updated) });
});

projectsRouter.delete('/projects/:id', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  const id = documentId(req.params.id, 'Project');
  const existing = await findProject(id);
  if (!existing) throw new ApiError(404, 'not_found', 'Project not found.');
  await projectsCollection().doc(id).delete();
  forgetCachedProjects();
  await deleteFiles(storedPathsOf(existing));
  res.json({ result: { deletedCount: 1 } });
});
