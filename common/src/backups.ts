// The owner's backups: the export's zip, what an import of it would change, and the limits an archive must keep.

/** How many of one kind of thing an import adds, replaces or removes. */
export type Counts = { added: number; replaced: number; removed: number };

/** What an import changes (or, in a dry run, would change), kind by kind. */
export type BackupChanges = {
  projects: Counts;
  posts: Counts;
  versions: Counts;
  files: Counts;
  messages: Counts;
  /** The owner's translations, a record in a language each (their versions count among the versions). */
  translations: Counts;
  /** The owner's wording of the interface's texts, a language each. */
  interfaceTexts: Counts;
};

/** The answer of `POST /api/import` and `POST /api/backups/{id}/restore`, dry run or not. */
export type BackupImportResult = { dryRun: boolean; changes: BackupChanges; exportedAt: string };

/** One stored daily (or on-demand) backup, as `GET /api/backups` lists it. */
export type BackupSummary = { id: string; createdAt: string; size: number };

/** The format of the export's entries: an archive of any other version is refused. */
export const BACKUP_FORMAT_VERSION = 2;

/** The Storage folder of the backups, which the rules deny to every browser. */
export const BACKUP_FOLDER = 'backups/';

/** Backups kept: the daily run deletes the older ones. */
export const BACKUPS_KEPT = 30;

const MB = 1000 * 1000;

/**
 * What an archive may hold. The zip itself arrives as one request body, so it stays under the platform's 32 MB
 * (PLATFORM_REQUEST_BODY_LIMIT_BYTES); a stored backup or `npm run restore` may be larger, up to the inflated limit,
 * which bounds the function's memory (the documents are held whole, files are streamed one at a time).
 */
export const BACKUP_LIMITS = {
  /** Entries in one archive: 20 times the seed's 119 with room to spare. */
  entries: 10_000,
  /** All entries inflated together. */
  inflatedBytes: 512 * MB,
  /** One JSON entry inflated: the documents are parsed whole. */
  jsonEntryBytes: 64 * MB,
  /** One file inflated (an image is at most MAX_IMAGE_BYTES once re-encoded). */
  fileEntryBytes: 16 * MB,
} as const;

/** The messages of a refused archive (400 `invalid_backup`). */
export const BACKUP_MESSAGES = {
  notZip: 'The backup is not a readable zip file (truncated or damaged).',
  noManifest: 'The backup has no manifest.json.',
  formatVersion: (found: unknown) =>
    `The backup's format version ${JSON.stringify(found)} is not ${BACKUP_FORMAT_VERSION}.`,
  tooManyEntries: `The backup has more than ${BACKUP_LIMITS.entries} entries.`,
  tooLarge: (name: string) => `The backup inflates past its size limit at ${name}.`,
  badPath: (name: string) => `The backup has an entry outside its folders: ${name}.`,
  hashMismatch: (name: string) => `The entry ${name} does not match the sha256 in manifest.json.`,
  unlisted: (name: string) => `The entry ${name} is not listed in manifest.json.`,
  missing: (name: string) => `The entry ${name} listed in manifest.json is missing.`,
  badJson: (name: string) => `The entry ${name} is not valid JSON.`,
  badDocument: (where: string, problem: string) => `The document ${where} is invalid: ${problem}`,
  importRunning: 'A restore is already running; try again when it has finished.',
  notFound: 'No such backup.',
} as const;
