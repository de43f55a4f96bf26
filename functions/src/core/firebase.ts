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
type StorageInterceptor = Bucket['storage']['interceptors'][number];
/**
 * The Storage client's own pool ("forever") keeps an idle connection with no time limit, so it ignores the server's
 * `Keep-Alive: timeout=5` (the Storage emulator's, Node's default) and may send a request on a connection just as
 * the server closes it: "read ECONNRESET" or "socket hang up" when the machine is busy. Node's shared agent closes
 * an idle connection a second before the time the server announces. (The client does the same in Cloud Functions.)
 */
const withIdleConnectionsClosed: StorageInterceptor['request'] = (options) =>
  // What the client hands its interceptors is its own request options, which the declared type leaves out.
  ({ ...options, forever: false }) as ReturnType<StorageInterceptor['request']>;

let defaultBucket: Bucket | undefined;
/** The project's default bucket, loaded on first use (a script that uses no Storage needs none). */
export function bucket(): Bucket {
  if (!defaultBucket) {
    defaultBucket = (require('firebase-admin/storage') as typeof import('firebase-admin/storage'))
      .getStorage(app)
      .bucket();
    defaultBucket.storage.interceptors.push({ request: withIdleConnectionsClosed });
  }
  return defaultBucket;
}
/* eslint-enable @typescript-eslint/no-require-imports */
