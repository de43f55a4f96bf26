import { COLLECTIONS, screenshotThumbnailsOf } from '@portfolio/common';
import type { Project, ProjectCategory, StoredProject } from '@portfolio/common';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';
import type { StoredFile } from '../core/stored-file';

export type ProjectDocument = StoredProject<Timestamp>;

export const projectsCollection = () => db.collection(COLLECTIONS.projects);

/** One stored screenshot: the image and its thumbnail, each by URL and storage path. */
export interface StoredScreenshot {
  url: string;
  path: string;
  thumbnail: string;
  /** Empty for a screenshot stored before screenshots had thumbnails (its thumbnail is the image itself). */
  thumbnailPath: string;
}

/** A screenshot stored with its thumbnail, as the project's fields keep it. */
export function storedScreenshot({
  image,
  thumbnail,
}: {
  image: StoredFile;
  thumbnail: StoredFile;
}): StoredScreenshot {
  return { url: image.url, path: image.path, thumbnail: thumbnail.url, thumbnailPath: thumbnail.path };
}

/** A project's screenshots in order, each with its thumbnail. */
export function screenshotsOf(doc: ProjectDocument): StoredScreenshot[] {
  const thumbnails = screenshotThumbnailsOf(doc);
  return doc.screenshots.map((url, index) => ({
    url,
    path: doc.screenshotPaths[index] ?? '',
    thumbnail: thumbnails[index] ?? url,
    thumbnailPath: doc.screenshotThumbnailPaths?.[index] ?? '',
  }));
}

/** The stored fields of a list of screenshots. */
export function screenshotFields(screenshots: readonly StoredScreenshot[]) {
  return {
    screenshots: screenshots.map((shot) => shot.url),
    screenshotPaths: screenshots.map((shot) => shot.path),
    screenshotThumbnails: screenshots.map((shot) => shot.thumbnail),
    screenshotThumbnailPaths: screenshots.map((shot) => shot.thumbnailPath),
  };
}

/** Every storage path a project names. */
export function storedPathsOf(doc: ProjectDocument): string[] {
  const screenshots = screenshotsOf(doc).flatMap((shot) => [shot.path, shot.thumbnailPath]);
  return [doc.imagePath, doc.thumbnailPath, ...screenshots].filter(Boolean);
}

/** The API's view of a stored project: `_id`, ISO dates, no storage paths. */
export function toProject(id: string, doc: ProjectDocument): Project {
  const { imagePath, thumbnailPath, screenshotPaths, screenshotThumbnailPaths, ...fields } = doc;
  return {
    _id: id,
    ...fields,
    screenshotThumbnails: screenshotThumbnailsOf(doc),
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

/** A project without the flag predates drafts and counts as published. */
export function isPublished(doc: Pick<ProjectDocument, 'published'>): boolean {
  return doc.published !== false;
}

/**
 * Most important first (priority 1), then newest; published ones only unless drafts are asked for (the admin's
 * list). Needs the composite indexes in firestore.indexes.json.
 */
export async function listProjects(
  options: { category?: ProjectCategory; limit?: number; includeDrafts?: boolean } = {},
): Promise<Project[]> {
  let query = projectsCollection().orderBy('priority', 'asc').orderBy('createdAt', 'desc');
  if (!options.includeDrafts) query = query.where('published', '==', true);
  if (options.category) query = query.where('category', '==', options.category);
  if (options.limit) query = query.limit(options.limit);
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => toProject(doc.id, doc.data() as ProjectDocument));
}

/** Every stored project (drafts included), most important first, each with the storage paths it names. */
export async function projectsWithFiles(): Promise<{ project: Project; paths: string[] }[]> {
  const snapshot = await projectsCollection().orderBy('priority', 'asc').get();
  return snapshot.docs.map((doc) => {
    const data = doc.data() as ProjectDocument;
    return { project: toProject(doc.id, data), paths: storedPathsOf(data) };
  });
}

/** Every storage path that a stored project names (drafts included). */
export async function projectFilePaths(): Promise<string[]> {
  const snapshot = await projectsCollection().get();
  return snapshot.docs.flatMap((doc) => storedPathsOf(doc.data() as ProjectDocument));
}

/** A stored project and its version: the time of its last write, which a write can require to be unchanged. */
export async function findProjectVersion(
  id: string,
): Promise<{ project: ProjectDocument; version: Timestamp } | undefined> {
  const snapshot = await projectsCollection().doc(id).get();
  if (!snapshot.exists || !snapshot.updateTime) return undefined;
  return { project: snapshot.data() as ProjectDocument, version: snapshot.updateTime };
}

export async function findProject(id: string): Promise<ProjectDocument | undefined> {
  const snapshot = await projectsCollection().doc(id).get();
  return snapshot.exists ? (snapshot.data() as ProjectDocument) : undefined;
}
