import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../services/firebase';
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

/** A project of that id is stored already. */
export class ProjectExistsError extends Error {}

const ALREADY_EXISTS = 6;

export async function createProject(id: string, fields: ProjectWrite): Promise<ProjectDocument | undefined> {
  await projectsCollection()
    .doc(id)
    .create({ ...fields, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() })
    .catch((error: { code?: number }) => {
      throw error.code === ALREADY_EXISTS ? new ProjectExistsError(id) : error;
    });
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

/** The stored projects differ from those a reorder names: one was added or deleted since the list was read. */
export class ProjectSetChangedError extends Error {}

/**
 * Gives the projects priorities 1..n in the order of `ids`, which must name every stored project exactly once.
 * One transaction reads every project and writes the changed priorities, so two reorders at once leave one of the
 * two orders, never a mix. Answers how many projects changed.
 */
export async function reorderProjects(ids: readonly string[]): Promise<number> {
  const modifiedCount = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(projectsCollection());
    const stored = new Map(snapshot.docs.map((doc) => [doc.id, doc.get('priority') as unknown]));
    if (stored.size !== ids.length || ids.some((id) => !stored.has(id))) throw new ProjectSetChangedError();
    let changed = 0;
    ids.forEach((id, index) => {
      if (stored.get(id) === index + 1) return;
      changed += 1;
      transaction.update(projectsCollection().doc(id), {
        priority: index + 1,
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    return changed;
  });
  if (modifiedCount) forgetCachedProjects();
  return modifiedCount;
}
