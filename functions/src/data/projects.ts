import type { Project } from '@portfolio/common';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../services/firebase';

/** A project as stored in Firestore: the answer's fields plus the storage paths of its images. */
export interface ProjectDocument extends Omit<Project, '_id' | 'createdAt' | 'updatedAt'> {
  imagePath: string;
  thumbnailPath: string;
  screenshotPaths: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const PROJECTS = 'projects';

export const projectsCollection = () => db.collection(PROJECTS);

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
