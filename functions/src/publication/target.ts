import path from 'node:path';
import { runsInEmulators } from '../config/emulators';
import { createHostingApiTarget } from './hosting-api';
import { createLocalTarget } from './local-target';
import type { PublicationTarget } from './site-files';

/** The folder the Hosting emulator serves (firebase.json `hosting.public`), from the bundle in functions/lib. */
const EMULATOR_HOSTING_FOLDER = path.resolve(__dirname, '../../web/dist');

/** Where publications go: the Hosting emulator's folder in the emulators, the Hosting REST API when deployed. */
export function publicationTarget(): PublicationTarget {
  if (runsInEmulators()) return createLocalTarget(EMULATOR_HOSTING_FOLDER);
  const siteId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!siteId) throw new Error('GCLOUD_PROJECT is not set: no Hosting site to publish to');
  return createHostingApiTarget({ siteId });
}
