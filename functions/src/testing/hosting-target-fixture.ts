// What the Hosting target's tests share: a stand-in with the app deployed, a target pointed at it, the published
// files kept in memory, and the live site as the API holds it.
import {
  createHostingApiTarget,
  type HostingApiOptions,
  type PublishedFiles,
  type PublishedFilesStore,
} from '../publication/hosting-api';
import type { SiteFiles } from '../publication/site-files';
import { startHostingApiStandIn, STAND_IN_TOKEN, type StandInOptions } from './hosting-api-stand-in';

/** What `firebase deploy` released: the app, with its own /index.html that a publication replaces. */
export const DEPLOYED = { '/index.html': 'app shell', '/assets/app.js': 'app code', '/favicon.png': 'icon' };

export const PUBLICATION = {
  '/index.html': '<h1>Home</h1>',
  '/about/index.html': '<h1>About</h1>',
  '/project/shopfront/index.html': '<h1>Shopfront</h1>',
  '/media/shopfront.webp': 'image bytes',
};

export const files = (entries: Record<string, string>): SiteFiles =>
  new Map(Object.entries(entries).map(([path, text]) => [path, Buffer.from(text)]));

/** The published files by version, in memory: Firestore's part in production. */
export function memoryPublishedFiles(): PublishedFilesStore & { byVersion: Map<string, PublishedFiles> } {
  const byVersion = new Map<string, PublishedFiles>();
  return {
    byVersion,
    read: async (versionId) => byVersion.get(versionId),
    write: async (versionId, published) => {
      byVersion.set(versionId, { ...published });
    },
  };
}

/** A stand-in (the app deployed on it) and a target on it; the options of either may be changed. */
export async function hostingFixture(
  standInOptions: StandInOptions = {},
  targetOptions: Partial<HostingApiOptions> = {},
) {
  const standIn = await startHostingApiStandIn(standInOptions);
  standIn.deploy(DEPLOYED);
  const publishedFiles = memoryPublishedFiles();
  const makeTarget = (overrides: Partial<HostingApiOptions> = {}) =>
    createHostingApiTarget({
      projectId: standIn.projectId,
      publishedFiles,
      accessToken: async () => STAND_IN_TOKEN,
      apiOrigin: standIn.baseUrl,
      firebaseApiOrigin: standIn.baseUrl,
      pollIntervalMs: 2,
      retryDelayMs: 1,
      ...targetOptions,
      ...overrides,
    });
  return {
    standIn,
    publishedFiles,
    target: makeTarget(),
    makeTarget,
    /** The requests made to a path matching this pattern (methods too, with `METHOD path`). */
    calls: (pattern: RegExp) =>
      standIn.requests.filter((request) => pattern.test(`${request.method} ${request.path}`)),
    /** The live version's text at a path, as the API holds it (never through the CDN). */
    live: (path: string): string | undefined => standIn.liveFiles()[path],
  };
}

export type HostingFixture = Awaited<ReturnType<typeof hostingFixture>>;
