import { COLLECTIONS, screenshotThumbnailsOf, type Project, type StoredProject } from '@portfolio/common';
import {
  collection,
  doc,
  getDoc,
  orderBy,
  query,
  type DocumentData,
  type FirestoreDataConverter,
  type Timestamp,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firestore';
import { useLiveQuery } from '@/lib/live-firestore';

/** A stored project as read here: one stored before drafts existed has no `published`, nor one written by hand its times. */
type StoredProjectFields = Omit<StoredProject<Timestamp | null>, 'published' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<StoredProject<Timestamp | null>, 'published' | 'createdAt' | 'updatedAt'>>;

const isoOf = (timestamp: Timestamp | null | undefined) => timestamp?.toDate().toISOString() ?? '';

/** Reads a project document as the `Project` the API answers, so that the dashboard has one project type. */
export const projectConverter: FirestoreDataConverter<Project, DocumentData> = {
  toFirestore() {
    throw new Error('Projects are written through the API, which stores their images.');
  },
  fromFirestore(snapshot) {
    const {
      createdAt,
      updatedAt,
      imagePath,
      thumbnailPath,
      screenshotPaths,
      screenshotThumbnailPaths,
      ...fields
    } = snapshot.data() as StoredProjectFields;
    const screenshots = fields.screenshots ?? [];
    return {
      ...fields,
      _id: snapshot.id,
      // As the API reads it: a project stored before drafts existed is published.
      published: fields.published !== false,
      screenshots,
      screenshotThumbnails: screenshotThumbnailsOf({ ...fields, screenshots }),
      technologies: fields.technologies ?? [],
      createdAt: isoOf(createdAt),
      updatedAt: isoOf(updatedAt),
    };
  },
};

const projectsCollection = collection(firestore, COLLECTIONS.projects).withConverter(projectConverter);

// The API's order (most important first, then newest); production has the composite index for it.
const projectsByPriority = query(
  projectsCollection,
  orderBy('priority', 'asc'),
  orderBy('createdAt', 'desc'),
);

/**
 * Every project, live. The dashboard reads Firestore directly (the rules let an admin read `projects`) rather than
 * `GET /api/projects`: an add, an edit or a delete shows in the table and the counts without a refetch.
 */
export function useDashboardProjects() {
  return useLiveQuery(projectsByPriority);
}

export type ProjectLookup =
  | { status: 'loading' }
  | { status: 'found'; project: Project }
  | { status: 'not-found' }
  | { status: 'error'; error: Error };

/**
 * One project, read once: the edit form starts from it and must not change under the owner's hands. (Not the
 * public `GET /api/projects/{id}`, whose answer browsers may cache for a minute after an edit.)
 */
export function useProjectForEdit(projectId: string): ProjectLookup {
  const [lookup, setLookup] = useState<{ projectId: string; result: ProjectLookup }>({
    projectId,
    result: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    const answer = (result: ProjectLookup) => {
      if (current) setLookup({ projectId, result });
    };
    readProject(projectId).then(
      (project) => answer(project ? { status: 'found', project } : { status: 'not-found' }),
      (error: unknown) => answer({ status: 'error', error: error as Error }),
    );
    return () => {
      current = false;
    };
  }, [projectId]);

  return lookup.projectId === projectId ? lookup.result : { status: 'loading' };
}

async function readProject(projectId: string): Promise<Project | undefined> {
  // A path segment cannot hold a slash; such an id names no project.
  if (!projectId || projectId.includes('/')) return undefined;
  const snapshot = await getDoc(doc(projectsCollection, projectId));
  return snapshot.data();
}
