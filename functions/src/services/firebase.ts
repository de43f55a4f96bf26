import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/** The default bucket of a project, as Firebase names it. */
export function defaultBucketName(projectId: string): string {
  return `${projectId}.appspot.com`;
}

function projectId(): string {
  const id = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!id) throw new Error('GCLOUD_PROJECT is not set');
  return id;
}

// Initialised once per process; the emulators are picked up from the *_EMULATOR_HOST variables.
const app =
  getApps()[0] ??
  initializeApp({
    projectId: projectId(),
    storageBucket: process.env.STORAGE_BUCKET ?? defaultBucketName(projectId()),
  });

export const db = getFirestore(app);
export const auth = getAuth(app);
export const bucket = getStorage(app).bucket();
