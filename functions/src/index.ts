import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { API_SECRETS } from './config/settings';
import { sweepDeletedAccounts } from './services/accounts';

setGlobalOptions({ region: 'us-central1' });

/**
 * The REST API and the data pages, served through the Hosting rewrites. It also encodes uploaded images, which
 * sets its resources (2nd gen defaults are 256 MiB, 1 CPU, concurrency 80, no instance cap):
 * - memory: the bench measures the worst legal save (the most images, the largest body, the most pixels) beside
 *   this figure; images are encoded at most two at a time per instance;
 * - timeout: Hosting ends a proxied request at 60 s, whatever the function's own timeout;
 * - concurrency: each request may hold a multipart body of up to 32 MB before the app runs;
 * - maxInstances: a ceiling on cost under abuse.
 */
export const api = onRequest(
  {
    memory: '1GiB',
    cpu: 1,
    timeoutSeconds: 60,
    concurrency: 16,
    maxInstances: 10,
    secrets: API_SECRETS,
  },
  createApp(),
);

/**
 * A deleted account takes its record (devices, IP addresses) and its files with it, however it was deleted: the
 * profile's own "Delete my account" removes them at once, this sweep the rest (an account deleted in the Firebase
 * console or with the Admin SDK). 2nd gen: 1st gen Auth triggers do not run on Node 22.
 */
export const sweepDeletedAccountData = onSchedule(
  { schedule: 'every 1 hours', memory: '256MiB', timeoutSeconds: 300, maxInstances: 1, retryCount: 0 },
  async () => {
    const removed = await sweepDeletedAccounts();
    if (removed.length) console.info(`removed the data of ${removed.length} deleted account(s)`);
  },
);
