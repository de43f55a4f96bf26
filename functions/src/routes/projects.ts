import {
  ALL_CATEGORIES,
  BEST_PROJECTS_LIMIT,
  filterProjects,
  parseProjectFilterQuery,
  PROJECT_CATEGORY_SLUGS,
  projectFieldsSchema,
  projectUpdateFieldsSchema,
  VALIDATION_MESSAGES,
  type FieldErrors,
  type Project,
  type ProjectCategory,
} from '@portfolio/common';
import { Router } from 'express';
import {
  findProject,
  findProjectVersion,
  isPublished,
  listProjects,
  toProject,
  type ProjectDocument,
  screenshotFields,
  screenshotsOf,
  storedScreenshot,
} from '../data/projects';
import { createProject, newProjectId, setPublished, updateProject } from '../data/project-writes';
import { ProjectExistsError } from '../data/write-errors';
import { findProjectForReading, listPublishedProjects } from '../data/projects-cache';
import { moveToTrash } from '../data/trash';
import { authenticate, isAdmin, optionalCaller, requireAdmin } from '../http/auth';
import { privateNoStore, publicCache, storeNowhere } from '../http/cache';
import { translatorFor } from '../languages/request-language';
import { ApiError, validationFailed } from '../core/api-error';
import { requestPublication } from '../data/publication-state';
import { isPublicProjectChange } from '../data/public-changes';
import { documentId, isDocumentId } from '../http/ids';
import { filesOf } from '../http/multipart';
import { validateOrThrow } from '../http/validation';
import { saveWithUploads } from '../services/uploads';
import { changedElsewhere, lostRace } from './lost-race';
import {
  coverFields,
  IDEMPOTENCY_KEY_HEADER,
  keptScreenshots,
  projectIdForSave,
  projectMadeBySave,
  projectFields,
  readProjectForm,
  sameStoredValue,
  screenshotCountError,
} from './project-form';

export const projectsRouter = Router();

/** The home page's best projects: at most six published projects, most important first. */
export function bestProjects(): Promise<Project[]> {
  return listPublishedProjects({ limit: BEST_PROJECTS_LIMIT });
}

/** The published projects of `all` or of a category; none for an unknown category. */
export async function projectsOfCategory(category: string): Promise<Project[]> {
  if (category === ALL_CATEGORIES) return listPublishedProjects();
  if ((PROJECT_CATEGORY_SLUGS as string[]).includes(category)) {
    return listPublishedProjects({ category: category as ProjectCategory });
  }
  return [];
}

/** A published project; undefined for an id that names none, and for a draft. */
export async function publishedProject(id: string): Promise<Project | undefined> {
  if (!isDocumentId(id)) return undefined;
  const project = await findProjectForReading(id);
  return project && isPublished(project) ? toProject(id, project) : undefined;
}

projectsRouter.get('/best-projects', publicCache, async (req, res) => {
  res.json((await bestProjects()).map((await translatorFor(req)).project));
});

// The spec spells the path `filterd-projects`; clients depend on it, and the correct spelling is accepted too.
// `tech` (repeated: all of them) and `q` narrow the list as the projects page does.
projectsRouter.get(['/filterd-projects', '/filtered-projects'], publicCache, async (req, res) => {
  const parsed = parseProjectFilterQuery(req.query);
  if (!parsed.ok) throw new ApiError(400, 'validation_failed', 'Invalid project filter.', parsed.fields);
  const [translator, projects] = await Promise.all([
    translatorFor(req),
    projectsOfCategory(String(req.query.categoryOfProject ?? ALL_CATEGORIES)),
  ]);
  // Filtered in the language asked: a search finds the words its pages show.
  res.json(filterProjects(projects.map(translator.project), parsed.filter));
});

projectsRouter.get('/projects/:id', async (req, res) => {
  const id = documentId(req.params.id, 'Project');
  const project = await findProjectForReading(id);
  if (project && isPublished(project)) {
    const translator = await translatorFor(req);
    publicCache(req, res, () => res.json(translator.project(toProject(id, project))));
    return;
  }
  // A draft exists for the admin only; to anyone else it is as unknown as a missing id.
  storeNowhere(res);
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
    throw validationFailed({
      published: 'published must be true or false',
    });
  }
  const existing = await findProject(id);
  if (!existing) throw new ApiError(404, 'not_found', 'Project not found.');
  const modifiedCount = isPublished(existing) === published ? 0 : 1;
  if (modifiedCount) {
    await setPublished(id, published).catch(lostRace('Project'));
    if (isPublicProjectChange(existing, { published })) await requestPublication();
  }
  res.json({ result: { modifiedCount } });
});

projectsRouter.post('/projects', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  // A retried save (the browser gave up waiting, the network dropped the answer) names the same project: the
  // project it made is the answer for as long as it is kept, live or in the trash, and no second one is made.
  const keyedId = projectIdForSave(req.get(IDEMPOTENCY_KEY_HEADER));
  const earlier = keyedId ? await projectMadeBySave(keyedId) : undefined;
  if (earlier) {
    res.status(200).json({ data: earlier });
    return;
  }
  const id = keyedId ?? newProjectId();
  const form = await readProjectForm(req);
  const [image] = filesOf(form, 'image');
  const screenshots = filesOf(form, 'screenshots');
  const fields = await validateOrThrow(projectFieldsSchema, form.fields, {
    ...(image ? {} : ({ image: VALIDATION_MESSAGES.mainImageRequired } as FieldErrors)),
    ...screenshotCountError(screenshots.length),
  });
  if (!image) throw new ApiError(400, 'validation_failed', VALIDATION_MESSAGES.mainImageRequired);

  let created: ProjectDocument | undefined;
  try {
    created = await saveWithUploads(`projects/${id}`, async (uploads) => {
      const [cover, shots] = await uploads.settle([
        uploads.imageWithThumbnail(image),
        uploads.settle(screenshots.map((file) => uploads.imageWithThumbnail(file))),
      ] as const);
      const result = await createProject(id, {
        ...projectFields(fields),
        ...coverFields(cover),
        ...screenshotFields(shots.map(storedScreenshot)),
      });
      return { result };
    });
  } catch (error) {
    // The same save, retried while this one ran, stored the project first (this one's files are removed).
    if (!(error instanceof ProjectExistsError)) throw error;
    const stored = await projectMadeBySave(id);
    if (!stored) throw new ApiError(409, 'conflict', 'The project was saved and deleted meanwhile.');
    res.status(200).json({ data: stored });
    return;
  }
  // A project deleted before this read was published (or not) by its delete.
  if (isPublicProjectChange(undefined, created)) await requestPublication();
  if (!created) throw new ApiError(404, 'not_found', 'Project not found.');
  res.status(201).json({ data: toProject(id, created) });
});

projectsRouter.put('/projects/:id', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  const id = documentId(req.params.id, 'Project');
  const stored = await findProjectVersion(id);
  if (!stored) throw new ApiError(404, 'not_found', 'Project not found.');
  const { project: existing, version } = stored;
  const form = await readProjectForm(req);
  // The form names the version it was filled from (`updatedAt` of the project it read); without it, the version
  // read above is the base. Either way the write below is refused if the project changed since.
  const basedOn = form.fields.updatedAt;
  if (basedOn && basedOn !== toProject(id, existing).updatedAt) throw changedElsewhere();
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
    ([key, value]) => !sameStoredValue(value, existing[key as keyof ProjectDocument]),
  );
  const screenshotsChanged = kept.length !== existing.screenshots.length || newScreenshots.length > 0;
  if (!image && !screenshotsChanged && !fieldsChanged) {
    res.json({ result: { modifiedCount: 0 }, data: toProject(id, existing) });
    return;
  }

  const updated = await saveWithUploads(`projects/${id}`, async (uploads) => {
    const [cover, shots] = await uploads.settle([
      image ? uploads.imageWithThumbnail(image) : Promise.resolve(undefined),
      uploads.settle(newScreenshots.map((file) => uploads.imageWithThumbnail(file))),
    ] as const);
    const replaced: string[] = [];
    if (cover) {
      Object.assign(changes, coverFields(cover));
      replaced.push(existing.imagePath, existing.thumbnailPath);
    }
    if (screenshotsChanged) {
      const current = screenshotsOf(existing);
      const keptSet = new Set(kept);
      replaced.push(
        ...current
          .filter((_, index) => !keptSet.has(index))
          .flatMap((shot) => [shot.path, shot.thumbnailPath]),
      );
      const keptShots = kept.flatMap((index) => current[index] ?? []);
      Object.assign(changes, screenshotFields([...keptShots, ...shots.map(storedScreenshot)]));
    }
    return { result: await updateProject(id, changes, version), replaced };
  }).catch(lostRace('Project'));
  // The write required `existing` unchanged: it is exactly what this save replaced.
  if (isPublicProjectChange(existing, updated ?? { published })) await requestPublication();
  if (!updated) throw new ApiError(404, 'not_found', 'Project not found.');
  res.json({ result: { modifiedCount: 1 }, data: toProject(id, updated) });
});

projectsRouter.delete('/projects/:id', privateNoStore, authenticate, requireAdmin, async (req, res) => {
  const id = documentId(req.params.id, 'Project');
  // To the trash, with its images: restorable for TRASH_KEPT_DAYS (routes/trash.ts).
  const trashed = await moveToTrash(id).catch(lostRace('Project'));
  if (isPublicProjectChange(trashed, undefined)) await requestPublication();
  res.json({ result: { deletedCount: 1 } });
});
