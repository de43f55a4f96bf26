import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';
import { forgetCachedProjects } from './projects-cache';
import { findProject, projectsCollection, type ProjectDocument } from './projects';
import { trashedProjectRef } from './trash';
import { FIRESTORE_CODES, ProjectExistsError, RecordChangedError, RecordGoneError } from './write-errors';

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

/** Creates at once all read the last priority; each retry sees the others' (Firestore's default is 5 attempts). */
const CREATE_ATTEMPTS = 20;

/** A write's error as the data layer's own: a project gone, one that exists already, or one changed meanwhile. */
function writeError(id: string) {
  return (error: { code?: number }): never => {
    if (error.code === FIRESTORE_CODES.notFound) throw new RecordGoneError(id);
    if (error.code === FIRESTORE_CODES.alreadyExists) throw new ProjectExistsError(id);
    if (error.code === FIRESTORE_CODES.failedPrecondition) throw new RecordChangedError(id);
    throw error;
  };
}

/**
 * Stores a new project after every existing one: the priority is read and the project created in one transaction,
 * so projects created at once get distinct priorities. An id a project has, live or in the trash, is refused
 * (ProjectExistsError): no id ever names two projects.
 */
export async function createProject(id: string, fields: ProjectWrite): Promise<ProjectDocument | undefined> {
  await db
    .runTransaction(
      async (transaction) => {
        const [last, trashed] = await Promise.all([
          transaction.get(projectsCollection().orderBy('priority', 'desc').limit(1)),
          transaction.get(trashedProjectRef(id)),
        ]);
        if (trashed.exists) throw new ProjectExistsError(id);
        const highest: unknown = last.docs[0]?.get('priority');
        transaction.create(projectsCollection().doc(id), {
          ...fields,
          priority: typeof highest === 'number' ? highest + 1 : 1,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      },
      { maxAttempts: CREATE_ATTEMPTS },
    )
    .catch(writeError(id));
  forgetCachedProjects();
  return findProject(id);
}

/**
 * Writes an edited version, only if the project is still the `version` it was based on: a save that took a while
 * never undoes a publish, a reorder or another save made meanwhile (RecordChangedError instead).
 */
export async function updateProject(
  id: string,
  changes: ProjectWrite,
  version: Timestamp,
): Promise<ProjectDocument | undefined> {
  await projectsCollection()
    .doc(id)
    .update({ ...changes, updatedAt: FieldValue.serverTimestamp() }, { lastUpdateTime: version })
    .catch(writeError(id));
  forgetCachedProjects();
  return findProject(id);
}

export async function setPublished(id: string, published: boolean): Promise<void> {
  await projectsCollection()
    .doc(id)
    .update({ published, updatedAt: FieldValue.serverTimestamp() })
    .catch(writeError(id));
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
