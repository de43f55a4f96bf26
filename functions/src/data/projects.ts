import { COLLECTIONS } from '@portfolio/common';
import type { Project, ProjectCategory, StoredProject } from '@portfolio/common';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../services/firebase';

export type ProjectDocument = StoredProject<Timestamp>;

export const projectsCollection = () => db.collection(COLLECTIONS.projects);

/** Every storage path a project owns. */
export function storedPathsOf(doc: ProjectDocument): string[] {
  return [doc.imagePath, doc.thumbnailPath, ...doc.screenshotPaths].filter(Boolean);
}

/** The API's view of a stored project: `_id`, ISO dates, no storage paths. */
export function toProject(id: string, doc: ProjectDocument): Project {
  const { imagePath, thumbnailPath, screenshotPaths, ...fields } = doc;
  return {
    _id: id,
    ...fields,
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

export async function findProject(id: string): Promise<ProjectDocument | undefined> {
  const snapshot = await projectsCollection().doc(id).get();
  return snapshot.exists ? (snapshot.data() as ProjectDocument) : undefined;
}

/** The priority a new project gets: after every existing one. */
export async function nextPriority(): Promise<number> {
  const last = await projectsCollection().orderBy('priority', 'desc').limit(1).get();
  const highest = last.docs[0]?.get('priority');
  return typeof highest === 'number' ? highest + 1 : 1;
}
