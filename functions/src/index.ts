import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Express } from 'express';
import { API_RESOURCES, SWEEP_RESOURCES } from './config/resources';
import { API_SECRETS } from './config/settings';
import { sweepDeletedAccounts } from './services/accounts';
import { sweepMedia } from './services/media-lifecycle';

setGlobalOptions({ region: 'us-central1' });

let app: Express | undefined;
/**
 * The Express app, built at the first request: every function of the codebase loads this module, and the sweep
 * below never needs Express or the routes.
 */
function apiApp(): Express {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not with the module
  app ??= (require('./app') as typeof import('./app')).createApp();
  return app;
}

/** The REST API and the data pages, served through the Hosting rewrites; it also encodes uploaded images. */
export const api = onRequest({ ...API_RESOURCES, secrets: API_SECRETS }, (req, res) => apiApp()(req, res));

/**
 * A deleted account takes its record (devices, IP addresses) and its files with it, however it was deleted: the
 * profile's own "Delete my account" removes them at once, this sweep the rest (an account deleted in the Firebase
 * console or with the Admin SDK). 2nd gen: 1st gen Auth triggers do not run on Node 22.
 */
export const sweepDeletedAccountData = onSchedule(
  { ...SWEEP_RESOURCES, schedule: 'every 1 hours' },
  async () => {
    const removed = await sweepDeletedAccounts();
    if (removed.length) console.info(`removed the data of ${removed.length} deleted account(s)`);
  },
);

/**
 * Removes the projects that have been in the trash long enough (with their images), the images that saves
 * superseded once no cached page can name them, and any old file that no document names (a save or an instance
 * that died half-way).
 */
export const sweepMediaFiles = onSchedule({ ...SWEEP_RESOURCES, schedule: 'every 30 minutes' }, async () => {
  const { expired, retired, orphans } = await sweepMedia();
  if (expired.length || retired.length || orphans.length) {
    console.info(
      `removed ${expired.length} expired trashed project(s), ${retired.length} superseded and ${orphans.length} orphaned file(s)`,
    );
  }
});
