// The production target of a publication: Firebase Hosting's REST API (v1beta1), the way `firebase deploy` uses it
// (firebase.google.com/docs/hosting/api-deploy). The live version is cloned without the paths this publication
// no longer publishes, the files whose bytes Hosting lacks are uploaded, the version is finalized and released.
// Nothing is released unless every step before succeeded, so a failure leaves the live site as it was.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { escapeRegExp } from '@portfolio/common';
import {
  HOSTING_API_ORIGIN,
  hostingClient,
  HostingApiError,
  serviceAccountAccessToken,
  type HostingRequester,
} from './hosting-requests';
import type { PublicationTarget, SiteFiles } from './site-files';

/**
 * Published with every publication: the paths it published, so that the next one knows which paths of the live
 * version are its own to remove (the others came with the deploy). It names only public paths.
 */
export const PUBLICATION_MANIFEST_PATH = '/publication-manifest.json';

/**
 * Finalized versions Hosting keeps (each publication and each deploy makes one); older ones are deleted and no
 * longer billed for storage. Set on a site that keeps every version (Hosting's default); a site whose owner chose
 * a number keeps it.
 */
export const HOSTING_VERSIONS_KEPT = 20;

/** Paths per populateFiles request (firebase-tools sends batches of 1,000). */
const POPULATE_BATCH = 1000;

export interface HostingApiOptions {
  /** The Hosting site: the project's default site has the project's id. */
  siteId: string;
  /**
   * An OAuth access token of the identity that publishes (scope cloud-platform or firebase.hosting); by default the
   * function's service account's, through firebase-admin's credential.
   */
  accessToken?: () => Promise<string>;
  /** The REST API; a stand-in's in tests. */
  apiOrigin?: string;
  /** Where the live site is served, to read the previous publication's manifest: https://<site>.web.app. */
  siteUrl?: string;
  /** Between two polls of the clone's operation. */
  pollIntervalMs?: number;
  /** How long a clone may take before the publication gives up. */
  cloneTimeoutMs?: number;
  /** Uploads sent at once. */
  uploadsAtOnce?: number;
}

interface Channel {
  release?: { name: string; version?: { name: string } };
}
interface Operation {
  name: string;
  done?: boolean;
  error?: { code?: number; message?: string };
  response?: { name: string };
}
interface PopulateAnswer {
  uploadUrl: string;
  uploadRequiredHashes?: string[];
}

/** The hex sha256 of the gzipped bytes: how Hosting names a file's content. */
export function hostingHash(gzipped: Buffer): string {
  return createHash('sha256').update(gzipped).digest('hex');
}

/** The bytes as Hosting stores them (gzip level 9, as firebase-tools sends them; the same bytes give the same hash). */
export function gzipForHosting(bytes: Buffer): Buffer {
  return gzipSync(bytes, { level: 9 });
}

/** A clone filter that matches exactly this path (Hosting's filters are RE2 regular expressions). */
export function exactPathPattern(path: string): string {
  return `^${escapeRegExp(path)}$`;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

export function createHostingApiTarget(options: HostingApiOptions): PublicationTarget {
  const api = `${options.apiOrigin ?? HOSTING_API_ORIGIN}/v1beta1`;
  const site = `sites/${options.siteId}`;
  const siteUrl = options.siteUrl ?? `https://${options.siteId}.web.app`;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const cloneTimeoutMs = options.cloneTimeoutMs ?? 5 * 60_000;
  const request: HostingRequester = hostingClient(options.accessToken ?? serviceAccountAccessToken);
  let retentionChecked = false;

  async function liveChannel(): Promise<{ release: string; version: string }> {
    const channel = await request<Channel>({
      step: 'read the live channel',
      method: 'GET',
      url: `${api}/${site}/channels/live`,
    });
    const release = channel.release?.name;
    const version = channel.release?.version?.name;
    if (!release || !version) {
      throw new HostingApiError('read the live channel', 404, 'no live release: deploy the site first');
    }
    return { release, version };
  }

  /** The paths the live release's publication published; none after a deploy (its version has no manifest). */
  async function previouslyPublished(release: string): Promise<string[]> {
    // The release in the query string keys the CDN's cache: the answer is this release's manifest, never an older one.
    const url = `${siteUrl}${PUBLICATION_MANIFEST_PATH}?release=${encodeURIComponent(release)}`;
    // Without a manifest file, the `**` rewrite reaches the function, whose answer to a JSON request is a 404.
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status === 404) return [];
    const text = await response.text();
    if (!response.ok) throw new HostingApiError('read the published manifest', response.status, url);
    try {
      return (JSON.parse(text) as { paths: string[] }).paths;
    } catch {
      throw new HostingApiError('read the published manifest', response.status, `${url} is not a manifest`);
    }
  }

  async function ensureRetention(): Promise<void> {
    if (retentionChecked) return;
    const config = await request<{ maxVersions?: string | number }>({
      step: 'read the site configuration',
      method: 'GET',
      url: `${api}/${site}/config`,
    });
    if (!Number(config.maxVersions)) {
      await request({
        step: 'set the versions kept',
        method: 'PATCH',
        url: `${api}/${site}/config?updateMask=maxVersions`,
        body: { maxVersions: HOSTING_VERSIONS_KEPT },
      });
    }
    retentionChecked = true;
  }

  async function cloneWithout(sourceVersion: string, removed: string[]): Promise<string> {
    const operation = await request<Operation>({
      step: 'clone the live version',
      method: 'POST',
      url: `${api}/${site}/versions:clone`,
      body: {
        sourceVersion,
        finalize: false,
        ...(removed.length ? { exclude: { regexes: removed.map(exactPathPattern) } } : {}),
      },
    });
    const deadline = Date.now() + cloneTimeoutMs;
    let state = operation;
    while (!state.done) {
      if (Date.now() > deadline) throw new HostingApiError('clone the live version', 0, 'timed out');
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
      state = await request<Operation>({
        step: 'wait for the clone',
        method: 'GET',
        url: `${api}/${operation.name}`,
      });
    }
    if (state.error || !state.response?.name) {
      throw new HostingApiError('clone the live version', state.error?.code ?? 0, state.error?.message ?? '');
    }
    return state.response.name;
  }

  /** Adds every file to the version and uploads the contents Hosting does not hold yet. */
  async function addFiles(version: string, files: SiteFiles): Promise<void> {
    const gzippedByHash = new Map<string, Buffer>();
    const hashByPath = new Map<string, string>();
    for (const [path, bytes] of files) {
      const gzipped = gzipForHosting(bytes);
      const hash = hostingHash(gzipped);
      gzippedByHash.set(hash, gzipped);
      hashByPath.set(path, hash);
    }
    const entries = [...hashByPath];
    for (let start = 0; start < entries.length; start += POPULATE_BATCH) {
      const answer = await request<PopulateAnswer>({
        step: 'add the files to the version',
        method: 'POST',
        url: `${api}/${version}:populateFiles`,
        body: { files: Object.fromEntries(entries.slice(start, start + POPULATE_BATCH)) },
      });
      const required = [...new Set(answer.uploadRequiredHashes ?? [])];
      await inBatches(required, options.uploadsAtOnce ?? 8, async (hash) => {
        const gzipped = gzippedByHash.get(hash);
        if (!gzipped)
          throw new HostingApiError('upload a file', 0, `Hosting asked for an unknown hash ${hash}`);
        await request({
          step: 'upload a file',
          method: 'POST',
          url: `${answer.uploadUrl}/${hash}`,
          body: gzipped,
        });
      });
    }
  }

  async function publish(files: SiteFiles): Promise<{ release: string }> {
    const live = await liveChannel();
    const published = [...files.keys()];
    const removed = (await previouslyPublished(live.release)).filter((path) => !files.has(path));
    await ensureRetention();
    const version = await cloneWithout(live.version, removed);
    try {
      const manifest = Buffer.from(JSON.stringify({ paths: published.sort() }));
      await addFiles(version, new Map([...files, [PUBLICATION_MANIFEST_PATH, manifest]]));
      await request({
        step: 'finalize the version',
        method: 'PATCH',
        url: `${api}/${version}?updateMask=status`,
        body: { status: 'FINALIZED' },
      });
    } catch (error) {
      // Unfinished, it would be abandoned by Hosting after 12 hours; deleting it now is only tidier.
      await request({
        step: 'delete the unfinished version',
        method: 'DELETE',
        url: `${api}/${version}`,
      }).catch(() => undefined);
      throw error;
    }
    const release = await request<{ name: string }>({
      step: 'release the version',
      method: 'POST',
      url: `${api}/${site}/releases?versionName=${encodeURIComponent(version)}`,
      body: { message: `Published ${published.length} files after a content change` },
    });
    return { release: release.name };
  }

  return {
    publish,
    liveRelease: async () => (await liveChannel()).release,
  };
}
