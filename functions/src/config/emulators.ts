import type { AppOptions } from 'firebase-admin/app';

/**
 * Everything that exists only because of the emulators. Deployed, the platform names the project and its bucket in
 * FIREBASE_CONFIG (the default bucket of a project created since 30 Oct 2024 is `<id>.firebasestorage.app`, older
 * ones `<id>.appspot.com`), so no bucket name is ever built from the project id there.
 */

/** The Storage emulator's origin, when the process talks to it. */
export function storageEmulatorOrigin(): string | undefined {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.STORAGE_EMULATOR_HOST;
  if (!host) return undefined;
  return host.startsWith('http') ? host : `http://${host}`;
}

/**
 * The Admin SDK's options for a process the platform does not start (the API run inside a test process, a
 * script): the project from GCLOUD_PROJECT and, against the emulators, the bucket the Storage emulator names
 * after it. Against production a script names its bucket in STORAGE_BUCKET, or uses no Storage.
 */
export function appOptionsOutsideThePlatform(): AppOptions {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) throw new Error('GCLOUD_PROJECT is not set');
  const emulatorBucket = storageEmulatorOrigin() ? `${projectId}.appspot.com` : undefined;
  return { projectId, storageBucket: process.env.STORAGE_BUCKET ?? emulatorBucket };
}

/** Whether the process runs against the emulators (the Functions emulator, or a script or test beside them). */
export function runsInEmulators(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
}
