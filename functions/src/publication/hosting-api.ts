// The production target of a publication: Firebase Hosting's REST API (v1beta1), the way `firebase deploy` uses it
// (firebase.google.com/docs/hosting/api-deploy). The live version is cloned without the paths the publication that
// made it published and this one no longer does, the files whose bytes Hosting lacks are uploaded, the version is
// finalized and released on the live channel, only if that channel still holds the version cloned: the API takes
// no precondition on a release, so a deploy that went live in between would otherwise be undone. Nothing is
// released unless every step before succeeded, so a failure leaves the live site as it was.
import { defaultHostingSite } from './default-site';
import { addFiles, hashFiles, type HashedFiles } from './hosting-files';
import { versionName } from './hosting-names';
import { liveChannelApi, type LiveChannel } from './hosting-release';
import {
  FIREBASE_API_ORIGIN,
  HOSTING_API_ORIGIN,
  hostingClient,
  HostingApiError,
  serviceAccountAccessToken,
} from './hosting-requests';
import { hostingVersions } from './hosting-versions';
import type { PublicationTarget, PublishOptions } from './site-files';

export { gzipForHosting, hostingHash } from './hosting-files';
export { resourceId, sameResource } from './hosting-names';
export { HOSTING_RELEASES_KEPT } from './hosting-release';
export { exactPathPattern } from './hosting-versions';

/** What each publication published (path → Hosting hash), by the id of the version it made. */
export type PublishedFiles = Record<string, string>;

/** Where each publication's files are kept, by the id of the version it made: exact, unlike what the CDN serves. */
export interface PublishedFilesStore {
  /** The files the publication that made this version published; undefined for a version no publication made (a deploy). */
  read(versionId: string): Promise<PublishedFiles | undefined>;
  write(versionId: string, files: PublishedFiles): Promise<void>;
}

/** Whether a publication would publish exactly what the live version's publication did. */
function samePublication(live: PublishedFiles, next: HashedFiles): boolean {
  const paths = Object.keys(live);
  return (
    paths.length === next.hashByPath.size && paths.every((path) => next.hashByPath.get(path) === live[path])
  );
}

export interface HostingApiOptions {
  /** The Firebase project. */
  projectId: string;
  /** The Hosting site; without it, the project's default site, looked up once. */
  siteId?: string;
  /** Where each publication's files are kept, exact (Firestore in production; memory in tests). */
  publishedFiles: PublishedFilesStore;
  /**
   * An OAuth access token of the identity that publishes (scope cloud-platform or firebase.hosting); by default the
   * function's service account's, through firebase-admin's credential.
   */
  accessToken?: () => Promise<string>;
  /** The Hosting REST API; a stand-in's in tests. */
  apiOrigin?: string;
  /** The Firebase Management API (for the default site); a stand-in's in tests. */
  firebaseApiOrigin?: string;
  /** Between two polls of the clone's operation. */
  pollIntervalMs?: number;
  /** How long a clone may take before the publication gives up (its version is deleted when it turns up). */
  cloneTimeoutMs?: number;
  /** Uploads sent at once. */
  uploadsAtOnce?: number;
  /** Base of the backoff between retries of a request. */
  retryDelayMs?: number;
}

/** Attempts of a publication whose live version keeps changing (deploys) before it gives up. */
const PUBLISH_ROUNDS = 3;

export function createHostingApiTarget(options: HostingApiOptions): PublicationTarget {
  const apiOrigin = options.apiOrigin ?? HOSTING_API_ORIGIN;
  const api = `${apiOrigin}/v1beta1`;
  const request = hostingClient(options.accessToken ?? serviceAccountAccessToken, {
    retryDelayMs: options.retryDelayMs,
  });
  let siteLookup: Promise<string> | undefined;
  /** The site, looked up once per target; a failed look-up is tried again at the next call. */
  const site = (): Promise<string> => {
    if (options.siteId) return Promise.resolve(options.siteId);
    siteLookup ??= defaultHostingSite(request, {
      projectId: options.projectId,
      apiOrigin,
      firebaseApiOrigin: options.firebaseApiOrigin ?? FIREBASE_API_ORIGIN,
    }).catch((error: unknown) => {
      siteLookup = undefined;
      throw error;
    });
    return siteLookup;
  };
  const live = liveChannelApi(request, api, site);
  const versions = hostingVersions(request, {
    api,
    site,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    cloneTimeoutMs: options.cloneTimeoutMs ?? 5 * 60_000,
  });

  /** Whether the version is live, or that cannot be told: a version that may be live is never deleted. */
  const mayBeLive = async (version: string) => {
    const now = await live.read().catch(() => undefined);
    return !now || now.version === version;
  };

  /**
   * One attempt over the live version `current`: answers the id of the version it released, or undefined when the
   * live version changed before the release (then nothing was released, and its version is deleted).
   */
  async function publishOver(
    current: LiveChannel,
    previous: PublishedFiles,
    files: HashedFiles,
    publishOptions: PublishOptions,
  ): Promise<string | undefined> {
    const paths = [...files.hashByPath.keys()];
    const version = await versions.clone(
      current.version,
      Object.keys(previous).filter((path) => !files.hashByPath.has(path)),
    );
    let released = false;
    try {
      await addFiles(
        request,
        `${api}/${versionName(await site(), version)}`,
        files,
        options.uploadsAtOnce ?? 8,
      );
      await versions.finalize(version);
      await options.publishedFiles.write(version, Object.fromEntries(files.hashByPath));
      await publishOptions.beforeRelease?.();
      if ((await live.read()).version !== current.version) return undefined;
      try {
        await live.release(version, `Published ${paths.length} files after a content change`);
      } catch (error) {
        // A release whose answer was lost may have been made all the same.
        released = await mayBeLive(version);
        throw error;
      }
      released = true;
      const now = await live.read();
      if (now.version !== version) {
        throw new HostingApiError(
          'confirm the release',
          409,
          `version ${now.version} is live, not ${version}`,
        );
      }
      return version;
    } finally {
      // Unreleased, it would be abandoned by Hosting in time; deleting it now keeps the site's storage tidy.
      if (!released) await versions.discard(version);
    }
  }

  return {
    async publish(siteFiles, publishOptions = {}) {
      await versions.discardTimedOutClones();
      const files = hashFiles(siteFiles);
      for (let round = 1; round <= PUBLISH_ROUNDS; round++) {
        const current = await live.read();
        await live.ensureRetention(current);
        const previous = await options.publishedFiles.read(current.version);
        // Nothing changed since the live publication: a new version would only use up a kept release.
        if (previous && samePublication(previous, files)) return { version: current.version };
        const version = await publishOver(current, previous ?? {}, files, publishOptions);
        if (version) return { version };
      }
      throw new HostingApiError(
        'release the version',
        409,
        `the live version changed before each of ${PUBLISH_ROUNDS} releases (deploys under way?)`,
      );
    },
    liveVersion: async () => (await live.read()).version,
  };
}
