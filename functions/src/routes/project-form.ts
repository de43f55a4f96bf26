import {
  MAX_SCREENSHOTS,
  TEXT_LIMITS,
  VALIDATION_MESSAGES,
  type FieldErrors,
  type Project,
  type ProjectFields,
  type TrashedProject,
} from '@portfolio/common';
import { isDeepStrictEqual } from 'node:util';
import { findProject, toProject, type ProjectDocument } from '../data/projects';
import { findTrashedProject } from '../data/trash';
import { ApiError } from '../core/api-error';
import { idForSave } from '../http/idempotency';
import { filesOf, parseMultipart, type MultipartForm } from '../http/multipart';
import { assertImages } from '../services/uploads';
import type { StoredFile } from '../core/stored-file';

/** The project routes' shared parts: the multipart form they read and what they store of it. */

export { IDEMPOTENCY_KEY_HEADER } from '../http/idempotency';

/** The id of the project a save creates, derived from its idempotency key; undefined without a usable key. */
export const projectIdForSave = (key: string | undefined) => idForSave('project', key);

/** The project a keyed save made, as it is kept now: live, or in the trash (with the time it was deleted). */
export async function projectMadeBySave(id: string): Promise<Project | TrashedProject | undefined> {
  const live = await findProject(id);
  return live ? toProject(id, live) : findTrashedProject(id);
}

/** The stored fields of a validated form; the end date only when the project is complete. */
export function projectFields<T extends Pick<ProjectFields, 'startDate' | 'endDate'>>(fields: T) {
  const { startDate, endDate, ...rest } = fields;
  return { ...rest, date: endDate ? { startDate, endDate } : { startDate } };
}

export function screenshotCountError(count: number): FieldErrors {
  return count > MAX_SCREENSHOTS ? { screenshots: VALIDATION_MESSAGES.tooManyScreenshots } : {};
}

export async function readProjectForm(req: Parameters<typeof parseMultipart>[0]): Promise<MultipartForm> {
  const form = await parseMultipart(req, 1 + MAX_SCREENSHOTS);
  // Checked before the schema splits and compares the entries.
  if ((form.fields.technologies ?? '').length > TEXT_LIMITS.technologiesText) {
    const message = VALIDATION_MESSAGES.tooLong('Technologies', TEXT_LIMITS.technologiesText);
    throw new ApiError(400, 'validation_failed', message, { technologies: message });
  }
  if (filesOf(form, 'image').length > 1) {
    throw new ApiError(400, 'validation_failed', 'Send one main image.', { image: 'Send one main image.' });
  }
  assertImages(form.files.filter((file) => file.field === 'image' || file.field === 'screenshots'));
  return form;
}

/** Which existing screenshots the edit keeps: those named in `keepScreenshots`, or all when the field is absent. */
export function keptScreenshots(form: MultipartForm, existing: ProjectDocument): number[] {
  const indexes = existing.screenshots.map((_, index) => index);
  if (!('keepScreenshots' in form.all)) return indexes;
  const keep = new Set(form.all.keepScreenshots);
  return indexes.filter((index) => keep.has(existing.screenshots[index] ?? ''));
}

/** A value as Firestore stores it: keys holding `undefined` are dropped. */
function asStored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asStored);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, asStored(inner)]),
    );
  }
  return value;
}

/** Equal once stored (maps compare whatever their key order). */
export function sameStoredValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(asStored(a), asStored(b));
}

/** The stored fields of a project's main image and its thumbnail. */
export function coverFields(cover: { image: StoredFile; thumbnail: StoredFile }) {
  return {
    image: cover.image.url,
    imagePath: cover.image.path,
    thumbnail: cover.thumbnail.url,
    thumbnailPath: cover.thumbnail.path,
  };
}
