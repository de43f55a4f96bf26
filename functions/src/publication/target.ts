import path from 'node:path';
import { runsInEmulators } from '../config/emulators';
import { HOSTING_SITE } from '../config/settings';
import { publishedVersionsStore } from './published-versions';
import { createHostingApiTarget } from './hosting-api';
import { createLocalTarget } from './local-target';
import type { PublicationTarget } from './site-files';

/** The folder the Hosting emulator serves (firebase.json `hosting.public`), from the bundle in functions/lib. */
const EMULATOR_HOSTING_FOLDER = path.resolve(__dirname, '../../web/dist');

/** Where a publication can go: the Hosting emulator's folder, or a Hosting site through the REST API. */
export type TargetKind = 'emulator' | 'hosting';

/** The kind a process publishes to by itself: the emulator's folder beside the emulators, Hosting when deployed. */
export const ownTargetKind = (): TargetKind => (runsInEmulators() ? 'emulator' : 'hosting');

let hostingTarget: PublicationTarget | undefined;

/**
 * Where publications go. The Hosting REST API's origins and credentials may be replaced, for an operator's
 * command against a stand-in: HOSTING_API_ORIGIN, FIREBASE_API_ORIGIN (the Management API, for the default
 * site) and HOSTING_ACCESS_TOKEN.
 */
export function publicationTarget(kind: TargetKind = ownTargetKind()): PublicationTarget {
  if (kind === 'emulator') return createLocalTarget(EMULATOR_HOSTING_FOLDER);
  // One per instance: it keeps the site it looked up and the clones that timed out, which a later publication
  // (the next attempt, the next change) deletes once they turn up.
  hostingTarget ??= createHostingTarget();
  return hostingTarget;
}

function createHostingTarget(): PublicationTarget {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) throw new Error('GCLOUD_PROJECT is not set: no Hosting site to publish to');
  const token = process.env.HOSTING_ACCESS_TOKEN;
  return createHostingApiTarget({
    projectId,
    siteId: HOSTING_SITE.value() || undefined,
    publishedFiles: publishedVersionsStore,
    apiOrigin: process.env.HOSTING_API_ORIGIN,
    firebaseApiOrigin: process.env.FIREBASE_API_ORIGIN,
    ...(token && { accessToken: async () => token }),
  });
}
