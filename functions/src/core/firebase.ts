import { getApps, initializeApp } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';
import { appOptionsOutsideThePlatform } from '../config/emulators';

// Initialised once per process. A deployed function (and the Functions emulator) gets its project and bucket from
// the platform in FIREBASE_CONFIG, which initializeApp() reads when given no options; the emulators are picked up
// from the *_EMULATOR_HOST variables.
const app =
  getApps()[0] ?? initializeApp(process.env.FIREBASE_CONFIG ? undefined : appOptionsOutsideThePlatform());

export const db = getFirestore(app);

// Auth and Storage load on first use (about 90 and 40 ms of a cold start here): a public page needs neither.
/* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, not with the module */

let authClient: Auth | undefined;
/** The Auth admin client, loaded on first use. */
export function auth(): Auth {
  authClient ??= (require('firebase-admin/auth') as typeof import('firebase-admin/auth')).getAuth(app);
  return authClient;
}

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;
let defaultBucket: Bucket | undefined;
/** The project's default bucket, loaded on first use (a script that uses no Storage needs none). */
export function bucket(): Bucket {
  defaultBucket ??= (require('firebase-admin/storage') as typeof import('firebase-admin/storage'))
    .getStorage(app)
    .bucket();
  return defaultBucket;
}
/* eslint-enable @typescript-eslint/no-require-imports */
