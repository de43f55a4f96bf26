import type { HttpsOptions } from 'firebase-functions/v2/https';

/**
 * The resources of the `api` function, which also encodes uploaded images (2nd gen defaults are 256 MiB, 1 CPU,
 * concurrency 80 and no instance cap):
 * - memory: the bench measures the peak of the worst legal save beside this figure; images are encoded at most
 *   two at a time per instance (ENCODES_AT_ONCE);
 * - timeout: Hosting ends a proxied request at 60 s, whatever the function's own timeout;
 * - concurrency: each request may hold a multipart body of up to 32 MB, read whole before the app runs;
 * - maxInstances: a ceiling on cost under abuse.
 */
export const API_RESOURCES = {
  memory: '1GiB',
  cpu: 1,
  timeoutSeconds: 60,
  concurrency: 16,
  maxInstances: 10,
} as const satisfies HttpsOptions;

/** The scheduled sweeps: one instance at a time, small, each run well inside its timeout. */
export const SWEEP_RESOURCES = {
  memory: '256MiB',
  timeoutSeconds: 300,
  maxInstances: 1,
  retryCount: 0,
} as const;

/**
 * The daily backup: one instance; it streams the zip to Storage one file at a time, so memory holds the documents
 * and one file (the bench measures a site 20 times the seed), well inside its timeout.
 */
export const BACKUP_RESOURCES = {
  memory: '512MiB',
  timeoutSeconds: 540,
  maxInstances: 1,
  retryCount: 0,
} as const;

/**
 * The identity of the two publishing functions, the only one that needs Firebase Hosting Admin: the `api`
 * function, which faces the internet, runs as the default compute service account and holds no Hosting role.
 * `name@` is firebase-tools' shorthand for name@PROJECT_ID.iam.gserviceaccount.com.
 */
export const PUBLISHER_SERVICE_ACCOUNT = 'portfolio-publisher@';

/**
 * The publisher: renders every public page with the web app's renderer and holds the site's images while it
 * publishes them; its retries wait inside one run (see RETRY_DELAYS_MS), well inside the timeout.
 */
export const PUBLISH_RESOURCES = {
  memory: '1GiB',
  cpu: 1,
  timeoutSeconds: 540,
  maxInstances: 2,
  serviceAccount: PUBLISHER_SERVICE_ACCOUNT,
} as const;

/** API_RESOURCES.memory in MiB, as the bench compares it. */
export const API_MEMORY_MIB =
  Number.parseInt(API_RESOURCES.memory, 10) * (API_RESOURCES.memory.endsWith('GiB') ? 1024 : 1);
