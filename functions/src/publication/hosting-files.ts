// Adding files to an open Hosting version, as firebase-tools' uploader does (src/deploy/hosting/uploader.ts): each
// path named by the sha256 of its gzipped bytes in populateFiles, then only the bytes Hosting asks for uploaded.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { HostingApiError, type HostingRequester } from './hosting-requests';
import type { SiteFiles } from './site-files';

/** Paths per populateFiles request (uploader.ts: populateBatchSize 1000). */
const POPULATE_BATCH = 1000;
/** Retries of populateFiles and of an upload (uploader.ts: its populate queue retries 3 times, uploads 5). */
export const POPULATE_RETRIES = 3;
export const UPLOAD_RETRIES = 5;

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

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

/** A publication's files as Hosting names them: each path's hash, and the gzipped bytes of each hash. */
export interface HashedFiles {
  hashByPath: ReadonlyMap<string, string>;
  gzippedByHash: ReadonlyMap<string, Buffer>;
}

export function hashFiles(files: SiteFiles): HashedFiles {
  const gzippedByHash = new Map<string, Buffer>();
  const hashByPath = new Map<string, string>();
  for (const [path, bytes] of files) {
    const gzipped = gzipForHosting(bytes);
    const hash = hostingHash(gzipped);
    gzippedByHash.set(hash, gzipped);
    hashByPath.set(path, hash);
  }
  return { hashByPath, gzippedByHash };
}

/**
 * Adds every file to the version (its full API URL, `…/v1beta1/sites/S/versions/V`) and uploads the contents
 * Hosting does not hold yet.
 */
export async function addFiles(
  request: HostingRequester,
  versionUrl: string,
  { hashByPath, gzippedByHash }: HashedFiles,
  uploadsAtOnce: number,
): Promise<void> {
  const entries = [...hashByPath];
  for (let start = 0; start < entries.length; start += POPULATE_BATCH) {
    const answer = await request<PopulateAnswer>({
      step: 'add the files to the version',
      method: 'POST',
      url: `${versionUrl}:populateFiles`,
      body: { files: Object.fromEntries(entries.slice(start, start + POPULATE_BATCH)) },
      retries: POPULATE_RETRIES,
    });
    const required = [...new Set(answer.uploadRequiredHashes ?? [])];
    await inBatches(required, uploadsAtOnce, async (hash) => {
      const gzipped = gzippedByHash.get(hash);
      if (!gzipped)
        throw new HostingApiError('upload a file', 0, `Hosting asked for an unknown hash ${hash}`);
      await request({
        step: 'upload a file',
        method: 'POST',
        url: `${answer.uploadUrl}/${hash}`,
        body: gzipped,
        retries: UPLOAD_RETRIES,
        answer: 'status',
      });
    });
  }
}
