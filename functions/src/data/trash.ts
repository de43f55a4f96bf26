import { COLLECTIONS, TRASH_KEPT_DAYS, type TrashedProject } from '@portfolio/common';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';
import { forgetCachedProjects } from './projects-cache';
import { projectsCollection, storedPathsOf, toProject, type ProjectDocument } from './projects';
import { ProjectExistsError, RecordGoneError } from './write-errors';

/**
 * A deleted project waits here, with its images, until it is restored or removed for good: by the owner, or once
 * it has been here TRASH_KEPT_DAYS (the media sweep).
 */
interface TrashDocument {
  project: ProjectDocument;
  trashedAt: Timestamp;
  expiresAt: Timestamp;
}

const trashCollection = () => db.collection(COLLECTIONS.trash);
/** Where a deleted project of that id waits. */
export const trashedProjectRef = (id: string) => trashCollection().doc(id);
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a record deleted `now` went to the trash, and when it leaves it for good: projects and posts alike. */
export function trashStamps(now: Date): { trashedAt: Timestamp; expiresAt: Timestamp } {
  return {
    trashedAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + TRASH_KEPT_DAYS * DAY_MS),
  };
}

/** Moves a project to the trash in one transaction: visitors stop seeing it at once. Answers what it moved. */
export async function moveToTrash(id: string, now = new Date()): Promise<ProjectDocument> {
  const moved = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(projectsCollection().doc(id));
    if (!snapshot.exists) throw new RecordGoneError(id);
    const trashed: TrashDocument = {
      project: snapshot.data() as ProjectDocument,
      ...trashStamps(now),
    };
    transaction.set(trashCollection().doc(id), trashed);
    transaction.delete(snapshot.ref);
    return trashed.project;
  });
  forgetCachedProjects();
  return moved;
}

function toTrashedProject(id: string, doc: TrashDocument): TrashedProject {
  return {
    ...toProject(id, doc.project),
    trashedAt: doc.trashedAt.toDate().toISOString(),
    expiresAt: doc.expiresAt.toDate().toISOString(),
  };
}

/** A trashed project, as the trash lists it; undefined when none of that id is there. */
export async function findTrashedProject(id: string): Promise<TrashedProject | undefined> {
  const snapshot = await trashedProjectRef(id).get();
  return snapshot.exists ? toTrashedProject(id, snapshot.data() as TrashDocument) : undefined;
}

/** The trash, most recently deleted first, each project with the storage paths it names. */
export async function listTrash(): Promise<{ project: TrashedProject; paths: string[] }[]> {
  const snapshot = await trashCollection().orderBy('trashedAt', 'desc').get();
  return snapshot.docs.map((doc) => {
    const data = doc.data() as TrashDocument;
    return { project: toTrashedProject(doc.id, data), paths: storedPathsOf(data.project) };
  });
}

/**
 * The priority changes that free `priority` for a project put back: none when it is free; otherwise the projects
 * from it up to the first free priority each move one place later, so that priorities stay distinct and no other moves.
 */
function makeRoomAt(priority: number, taken: Map<number, string>): Map<string, number> {
  const moves = new Map<string, number>();
  for (let at = priority; ; at++) {
    const id = taken.get(at);
    if (id === undefined) return moves;
    moves.set(id, at + 1);
  }
}

/** A restore's outcome: the project put back, and the other projects it moved to make room (as they were). */
export interface TrashRestore {
  restored: ProjectDocument;
  moved: ProjectDocument[];
}

/**
 * Puts a trashed project back where it was: its priority, its published state, its images. An id that a live
 * project has is refused (ProjectExistsError): the trashed copy stays where it is.
 */
export async function restoreFromTrash(id: string): Promise<TrashRestore> {
  const outcome = await db.runTransaction(async (transaction) => {
    const [trashed, projects] = await Promise.all([
      transaction.get(trashCollection().doc(id)),
      transaction.get(projectsCollection()),
    ]);
    const doc = trashed.data() as TrashDocument | undefined;
    if (!doc) throw new RecordGoneError(id);
    if (projects.docs.some((project) => project.id === id)) throw new ProjectExistsError(id);
    const taken = new Map<number, string>();
    for (const project of projects.docs) {
      const priority: unknown = project.get('priority');
      if (typeof priority === 'number') taken.set(priority, project.id);
    }
    const moves = makeRoomAt(doc.project.priority, taken);
    for (const [other, priority] of moves) {
      transaction.update(projectsCollection().doc(other), { priority });
    }
    transaction.create(projectsCollection().doc(id), {
      ...doc.project,
      updatedAt: FieldValue.serverTimestamp(),
    });
    transaction.delete(trashed.ref);
    const moved = projects.docs.filter((project) => moves.has(project.id));
    return { restored: doc.project, moved: moved.map((project) => project.data() as ProjectDocument) };
  });
  forgetCachedProjects();
  return outcome;
}

/**
 * Removes a trashed project's record for good, and answers the storage paths it named (the caller removes those
 * files).
 */
export async function removeFromTrash(id: string): Promise<string[]> {
  return db.runTransaction(async (transaction) => {
    const trashed = await transaction.get(trashCollection().doc(id));
    const doc = trashed.data() as TrashDocument | undefined;
    if (!doc) throw new RecordGoneError(id);
    transaction.delete(trashed.ref);
    return storedPathsOf(doc.project);
  });
}

/** The ids of the projects whose time in the trash is up. */
export async function expiredTrash(now: Date): Promise<string[]> {
  const snapshot = await trashCollection().where('expiresAt', '<=', Timestamp.fromDate(now)).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Every storage path a trashed project names: kept, so that a restore brings its images back. */
export async function trashFilePaths(): Promise<string[]> {
  const snapshot = await trashCollection().get();
  return snapshot.docs.flatMap((doc) => storedPathsOf((doc.data() as TrashDocument).project));
}
