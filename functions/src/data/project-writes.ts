import { COLLECTIONS, PROJECT_PRIORITY_COUNTER } from '@portfolio/common';
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

/**
 * The last priority given to a new project. Creates at once each claim the next one on this document, with a
 * precondition instead of a transaction: in a transaction all of them held the read of the last priority, and each
 * but one waited out a lock timeout per attempt (ten creates at once took 24 to 60 s, some past the function's
 * limit).
 */
const priorityCounter = () => db.collection(COLLECTIONS.counters).doc(PROJECT_PRIORITY_COUNTER);
/** A claim loses only to another claim made meanwhile: a burst of N creates needs at most N attempts. */
const CLAIM_ATTEMPTS = 30;
/** Between two attempts, a random wait up to this, so that the losers do not meet again at once. */
const CLAIM_RETRY_SPREAD_MS = 50;

const numberOr0 = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The next priority, after every project's and every one given out before: each caller gets its own. */
async function claimPriority(): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const [counter, last] = await Promise.all([
      priorityCounter().get(),
      projectsCollection().orderBy('priority', 'desc').limit(1).get(),
    ]);
    const priority = Math.max(numberOr0(counter.get('last')), numberOr0(last.docs[0]?.get('priority'))) + 1;
    try {
      if (counter.exists && counter.updateTime) {
        await priorityCounter().update({ last: priority }, { lastUpdateTime: counter.updateTime });
      } else {
        await priorityCounter().create({ last: priority });
      }
      return priority;
    } catch (error) {
      const code = (error as { code?: number }).code;
      const lost = code === FIRESTORE_CODES.failedPrecondition || code === FIRESTORE_CODES.alreadyExists;
      if (!lost || attempt >= CLAIM_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * CLAIM_RETRY_SPREAD_MS));
    }
  }
}

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
 * Stores a new project after every existing one, with a priority of its own (see claimPriority; a create that fails
 * after its claim leaves that number unused). An id a project has, live or in the trash, is refused
 * (ProjectExistsError): no id ever names two projects.
 */
export async function createProject(id: string, fields: ProjectWrite): Promise<ProjectDocument | undefined> {
  const priority = await claimPriority().catch(writeError(id));
  await db
    .runTransaction(async (transaction) => {
      if ((await transaction.get(trashedProjectRef(id))).exists) throw new ProjectExistsError(id);
      transaction.create(projectsCollection().doc(id), {
        ...fields,
        priority,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    })
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

/** A reorder's outcome: how many projects changed, and those projects as they were (published or not). */
export interface Reorder {
  modifiedCount: number;
  moved: ProjectDocument[];
}

/**
 * Gives the projects priorities 1..n in the order of `ids`, which must name every stored project exactly once.
 * One transaction reads every project and writes the changed priorities, so two reorders at once leave one of the
 * two orders, never a mix.
 */
export async function reorderProjects(ids: readonly string[]): Promise<Reorder> {
  const moved = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(projectsCollection());
    const stored = new Map(snapshot.docs.map((doc) => [doc.id, doc]));
    if (stored.size !== ids.length || ids.some((id) => !stored.has(id))) throw new ProjectSetChangedError();
    const changed: ProjectDocument[] = [];
    ids.forEach((id, index) => {
      const doc = stored.get(id);
      if (!doc || doc.get('priority') === index + 1) return;
      changed.push(doc.data() as ProjectDocument);
      transaction.update(doc.ref, { priority: index + 1, updatedAt: FieldValue.serverTimestamp() });
    });
    return changed;
  });
  if (moved.length) forgetCachedProjects();
  return { modifiedCount: moved.length, moved };
}
