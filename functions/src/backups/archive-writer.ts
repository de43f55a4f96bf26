import { BACKUP_FORMAT_VERSION } from '@portfolio/common';
import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { bucket } from '../core/firebase';
import { isFileGone } from '../services/storage';
import { type BackupState, namedPaths, readState } from './state';

/** How a file is stored, so that it comes back under the same download token (the documents' URLs name it). */
export interface FileMeta {
  contentType: string;
  cacheControl?: string;
  token?: string;
}

export interface Manifest {
  formatVersion: number;
  exportedAt: string;
  counts: Record<string, number>;
  /** Every other entry's sha256 (hex) and size. */
  entries: Record<string, { sha256: string; size: number }>;
  /** By storage path: the metadata each `media/{path}` entry is restored with. */
  files: Record<string, FileMeta>;
}

export const STATE_ENTRIES = {
  site: 'site.json',
  projects: 'projects.json',
  posts: 'posts.json',
  messages: 'messages.json',
  visitStats: 'visit-stats.json',
  counters: 'counters.json',
  translations: 'translations.json',
  interfaceTexts: 'interface-texts.json',
} as const;
/** Entries a backup made before they existed lacks: it restores as none. */
export const OPTIONAL_STATE_ENTRIES: readonly string[] = [
  STATE_ENTRIES.translations,
  STATE_ENTRIES.interfaceTexts,
];
export const MANIFEST_ENTRY = 'manifest.json';
export const MEDIA_PREFIX = 'media/';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** A stored file's bytes and metadata; undefined when it is gone (deleted since the document was read). */
async function readFile(path: string): Promise<{ data: Buffer; meta: FileMeta } | undefined> {
  const file = bucket().file(path);
  try {
    const [[data], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
    const custom = (metadata.metadata ?? {}) as Record<string, unknown>;
    const token =
      typeof custom.firebaseStorageDownloadTokens === 'string'
        ? custom.firebaseStorageDownloadTokens
        : undefined;
    const meta: FileMeta = { contentType: metadata.contentType ?? 'application/octet-stream' };
    if (metadata.cacheControl) meta.cacheControl = metadata.cacheControl;
    if (token) meta.token = token;
    return { data, meta };
  } catch (error) {
    if (isFileGone(error)) return undefined;
    throw error;
  }
}

/**
 * Writes the whole backup as a zip to `output`: the documents, each file the documents name (one read at a time,
 * as fast as `output` takes them, so memory holds one file), and manifest.json last with every entry's sha256.
 * Resolves once the zip is complete; rejects (and leaves `output` broken) on a failure.
 */
export async function writeBackup(output: Writable, state?: BackupState): Promise<Manifest> {
  const current = state ?? (await readState());
  // Loaded with the first export, not with every cold start of the API.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const archiver = require('archiver') as typeof import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  const failed = new Promise<never>((_resolve, reject) => archive.on('error', reject));
  failed.catch(() => undefined);
  archive.pipe(output);
  const manifest: Manifest = {
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    counts: {},
    entries: {},
    files: {},
  };
  const add = async (name: string, data: Buffer) => {
    manifest.entries[name] = { sha256: createHash('sha256').update(data).digest('hex'), size: data.length };
    const taken = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
    archive.append(data, { name });
    // The next entry is read once the archive has taken this one.
    await Promise.race([taken, failed]);
  };
  await add(STATE_ENTRIES.site, json({ content: current.site, versions: current.siteVersions }));
  await add(STATE_ENTRIES.projects, json(current.projects));
  await add(STATE_ENTRIES.posts, json(current.posts));
  await add(STATE_ENTRIES.messages, json(current.messages));
  await add(STATE_ENTRIES.visitStats, json(current.visitStats));
  await add(STATE_ENTRIES.counters, json(current.counters));
  await add(STATE_ENTRIES.translations, json(current.translations));
  await add(STATE_ENTRIES.interfaceTexts, json(current.interfaceTexts));
  for (const path of [...namedPaths(current)].sort()) {
    const file = await readFile(path);
    if (!file) continue;
    manifest.files[path] = file.meta;
    await add(`${MEDIA_PREFIX}${path}`, file.data);
  }
  manifest.counts = {
    projects: current.projects.length,
    posts: current.posts.length,
    versions:
      current.siteVersions.length + current.posts.reduce((sum, post) => sum + post.versions.length, 0),
    messages: current.messages.length,
    visitStats: current.visitStats.length,
    files: Object.keys(manifest.files).length,
  };
  archive.append(json(manifest), { name: MANIFEST_ENTRY });
  await Promise.race([archive.finalize(), failed]);
  return manifest;
}
