import { FieldValue } from 'firebase-admin/firestore';
import { forgetCachedProjects } from './projects-cache';
import { findProject, projectsCollection, type ProjectDocument } from './projects';

/** The project fields the API writes, validated by the project schemas; the dates are the server's. */
type ProjectWrite = Record<string, unknown>;

/**
 * Every write to `projects` goes through here, and each forgets this instance's cached reads at once (the
 * collection's listener tells the other instances).
 */

/** An id for a new project, known before it is stored (its images are stored under it first). */
export function newProjectId(): string {
  return projectsCollection().doc().id;
}

export async function createProject(id: string, fields: ProjectWrite): Promise<ProjectDocument | undefined> {
  await projectsCollection()
    .doc(id)
    .create({ ...fields, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  forgetCachedProjects();
  return findProject(id);
}

export async function updateProject(id: string, changes: ProjectWrite): Promise<ProjectDocument | undefined> {
  await projectsCollection()
    .doc(id)
    .update({ ...changes, updatedAt: FieldValue.serverTimestamp() });
  forgetCachedProjects();
  return findProject(id);
}

export async function setPublished(id: string, published: boolean): Promise<void> {
  await projectsCollection().doc(id).update({ published, updatedAt: FieldValue.serverTimestamp() });
  forgetCachedProjects();
}

export async function deleteProject(id: string): Promise<void> {
  await projectsCollection().doc(id).delete();
  forgetCachedProjects();
}
