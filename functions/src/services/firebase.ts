import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { appOptionsOutsideThePlatform } from '../config/emulators';

// Initialised once per process. A deployed function (and the Functions emulator) gets its project and bucket from
// the platform in FIREBASE_CONFIG, which initializeApp() reads when given no options; the emulators are picked up
// from the *_EMULATOR_HOST variables.
const app =
  getApps()[0] ?? initializeApp(process.env.FIREBASE_CONFIG ? undefined : appOptionsOutsideThePlatform());

export const db = getFirestore(app);
export const auth = getAuth(app);

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

let defaultBucket: Bucket | undefined;
/** The project's default bucket, resolved on first use (a script that uses no Storage needs none). */
export function bucket(): Bucket {
  defaultBucket ??= getStorage(app).bucket();
  return defaultBucket;
}
