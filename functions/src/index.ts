import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { Express } from 'express';
import { API_RESOURCES, BACKUP_RESOURCES, PUBLISH_RESOURCES, SWEEP_RESOURCES } from './config/resources';
import { PUBLICATION_STATE_PATH } from './data/publication-state';
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
 * Removes the projects and posts that have been in the trash long enough (with their images), the images that
 * saves superseded once no cached page can name them, and any old file that no document names (a save or an
 * instance that died half-way).
 */
export const sweepMediaFiles = onSchedule({ ...SWEEP_RESOURCES, schedule: 'every 30 minutes' }, async () => {
  const { expired, expiredPosts, retired, orphans } = await sweepMedia();
  if (expired.length || expiredPosts.length || retired.length || orphans.length) {
    console.info(
      `removed ${expired.length} expired trashed project(s), ${expiredPosts.length} post(s), ${retired.length} superseded and ${orphans.length} orphaned file(s)`,
    );
  }
});

/** The daily backup into Storage's `backups/` (rules deny it to browsers), keeping the last BACKUPS_KEPT. */
export const backupDaily = onSchedule({ ...BACKUP_RESOURCES, schedule: 'every day 03:00' }, async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not with the module
  const backups = require('./backups/stored-backups') as typeof import('./backups/stored-backups');
  const made = await backups.createStoredBackup();
  const pruned = await backups.pruneStoredBackups();
  console.info(`backup ${made.id} (${made.size} bytes); deleted ${pruned.length} older backup(s)`);
});

/** Lazily, like the app: the publisher brings the page renderer, which the other functions never need. */
const publisher = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not with the module
  require('./publication/publisher') as typeof import('./publication/publisher');

/**
 * Publishes the public pages as files after every change of public content: each change bumps `requested` on the
 * publication's state document, and a run publishes until no change waits (one run at a time, by a lease).
 */
export const publishSite = onDocumentWritten(
  { ...PUBLISH_RESOURCES, document: PUBLICATION_STATE_PATH },
  async (event) => {
    const before = event.data?.before.data()?.requested as number | undefined;
    const after = event.data?.after.data()?.requested as number | undefined;
    // The publisher's own writes (lease, outcome) change nothing asked for.
    if (after === undefined || after === before) return;
    await publisher().runPublisher();
  },
);

/** Publishes again when the live release lacks the last publication (after a deploy) or one gave up. */
export const checkPublication = onSchedule(
  { ...PUBLISH_RESOURCES, maxInstances: 1, schedule: 'every 10 minutes' },
  async () => {
    const published = await publisher().checkPublication();
    if (published) console.info(`published the public pages ${published} time(s)`);
  },
);
