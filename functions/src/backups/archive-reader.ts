import { BACKUP_FORMAT_VERSION, BACKUP_MESSAGES } from '@portfolio/common';
import { createHash } from 'node:crypto';
import {
  type Manifest,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  OPTIONAL_STATE_ENTRIES,
  STATE_ENTRIES,
} from './archive-writer';
import { checkState } from './document-checks';
import type { BackupState } from './state';
import { isMediaPath } from './state';
import { forEachEntry, invalidBackup } from './zip-entries';

export interface CheckedBackup {
  manifest: Manifest;
  state: BackupState;
}

const STATE_NAMES = new Set<string>(Object.values(STATE_ENTRIES));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function parseJson(name: string, data: Buffer): unknown {
  try {
    return JSON.parse(data.toString('utf8')) as unknown;
  } catch {
    throw invalidBackup(BACKUP_MESSAGES.badJson(name));
  }
}

function checkManifest(value: unknown): Manifest {
  const manifest = value as Partial<Manifest> | null;
  if (!manifest || typeof manifest !== 'object') throw invalidBackup(BACKUP_MESSAGES.noManifest);
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw invalidBackup(BACKUP_MESSAGES.formatVersion(manifest.formatVersion));
  }
  const valid =
    typeof manifest.exportedAt === 'string' &&
    !Number.isNaN(Date.parse(manifest.exportedAt)) &&
    manifest.entries &&
    typeof manifest.entries === 'object' &&
    manifest.files &&
    typeof manifest.files === 'object' &&
    Object.values(manifest.files).every((meta) => meta && typeof meta.contentType === 'string');
  if (!valid) throw invalidBackup(BACKUP_MESSAGES.badDocument(MANIFEST_ENTRY, 'missing or malformed fields'));
  return manifest as Manifest;
}

/**
 * Reads and checks a whole archive before anything is changed: every name inside its folders, sizes and counts
 * within BACKUP_LIMITS (zip-entries.ts), the format version, every entry's sha256 against the manifest and no entry
 * unlisted or missing, and every document against its schema. Files are hashed here and read again to be restored.
 */
export async function checkBackup(zip: Buffer): Promise<CheckedBackup> {
  const hashes = new Map<string, string>();
  const json = new Map<string, Buffer>();
  let manifestData: Buffer | undefined;
  await forEachEntry(zip, (name, data) => {
    const media = name.startsWith(MEDIA_PREFIX) && isMediaPath(name.slice(MEDIA_PREFIX.length));
    if (name !== MANIFEST_ENTRY && !STATE_NAMES.has(name) && !media)
      throw invalidBackup(BACKUP_MESSAGES.badPath(name));
    if (name === MANIFEST_ENTRY) manifestData = data;
    else {
      if (hashes.has(name)) throw invalidBackup(BACKUP_MESSAGES.badPath(name));
      hashes.set(name, sha256(data));
      if (!media) json.set(name, data);
    }
  });
  if (!manifestData) throw invalidBackup(BACKUP_MESSAGES.noManifest);
  const manifest = checkManifest(parseJson(MANIFEST_ENTRY, manifestData));
  for (const [name, hash] of hashes) {
    const listed = manifest.entries[name];
    if (!listed) throw invalidBackup(BACKUP_MESSAGES.unlisted(name));
    if (listed.sha256 !== hash) throw invalidBackup(BACKUP_MESSAGES.hashMismatch(name));
    if (name.startsWith(MEDIA_PREFIX) && !manifest.files[name.slice(MEDIA_PREFIX.length)]) {
      throw invalidBackup(BACKUP_MESSAGES.unlisted(name));
    }
  }
  for (const name of [...Object.keys(manifest.entries), ...STATE_NAMES]) {
    if (!hashes.has(name) && !OPTIONAL_STATE_ENTRIES.includes(name))
      throw invalidBackup(BACKUP_MESSAGES.missing(name));
  }
  const read = (name: string) => parseJson(name, json.get(name) as Buffer);
  const state = checkState({
    site: read(STATE_ENTRIES.site),
    projects: read(STATE_ENTRIES.projects),
    posts: read(STATE_ENTRIES.posts),
    messages: read(STATE_ENTRIES.messages),
    visitStats: read(STATE_ENTRIES.visitStats),
    counters: read(STATE_ENTRIES.counters),
    translations: json.has(STATE_ENTRIES.translations) ? read(STATE_ENTRIES.translations) : [],
    interfaceTexts: json.has(STATE_ENTRIES.interfaceTexts) ? read(STATE_ENTRIES.interfaceTexts) : [],
  });
  return { manifest, state };
}
