import { BACKUP_LIMITS, BACKUP_MESSAGES } from '@portfolio/common';
import { ApiError } from '../core/api-error';

/** A refused archive: 400 `invalid_backup`, naming what is wrong. */
export const invalidBackup = (message: string) => new ApiError(400, 'invalid_backup', message);

/**
 * Calls `onEntry` with each entry of a zip, inflated, one at a time. The inflated bytes are counted as they arrive,
 * whatever sizes the zip declares: an entry past its limit, or all of them past the total, stops the read (a zip
 * bomb inflates no further than the limit). Directories are skipped; a damaged zip is refused.
 */
export async function forEachEntry(
  zip: Buffer,
  onEntry: (name: string, data: Buffer) => Promise<void> | void,
): Promise<void> {
  // A dependency of the function (functions/package.json): loaded with the first import, not at every cold start.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const yauzl = require('yauzl') as typeof import('yauzl');
  const zipFile = await new Promise<import('yauzl').ZipFile>((resolve, reject) =>
    // Sizes are not checked against the declared ones by yauzl: counted below, a bomb is named as too large.
    yauzl.fromBuffer(
      zip,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: false },
      (error, file) => (error || !file ? reject(invalidBackup(BACKUP_MESSAGES.notZip)) : resolve(file)),
    ),
  );
  if (zipFile.entryCount > BACKUP_LIMITS.entries) {
    zipFile.close();
    throw invalidBackup(BACKUP_MESSAGES.tooManyEntries);
  }
  let total = 0;
  let seen = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zipFile.on('error', () => reject(invalidBackup(BACKUP_MESSAGES.notZip)));
      zipFile.on('end', () => resolve());
      zipFile.on('entry', (entry: import('yauzl').Entry) => {
        // Names are read raw: yauzl's own check would refuse `../x` as a damaged zip, without naming it.
        const raw = entry.fileName as unknown as Buffer | string;
        const name = Buffer.isBuffer(raw) ? raw.toString('utf8') : raw;
        if (++seen > BACKUP_LIMITS.entries) return reject(invalidBackup(BACKUP_MESSAGES.tooManyEntries));
        if (name.endsWith('/')) return zipFile.readEntry();
        const limit = name.endsWith('.json') ? BACKUP_LIMITS.jsonEntryBytes : BACKUP_LIMITS.fileEntryBytes;
        if (entry.uncompressedSize > limit || total + entry.uncompressedSize > BACKUP_LIMITS.inflatedBytes) {
          return reject(invalidBackup(BACKUP_MESSAGES.tooLarge(name)));
        }
        zipFile.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(invalidBackup(BACKUP_MESSAGES.notZip));
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            total += chunk.length;
            if (size > limit || total > BACKUP_LIMITS.inflatedBytes) {
              stream.destroy();
              reject(invalidBackup(BACKUP_MESSAGES.tooLarge(name)));
              return;
            }
            chunks.push(chunk);
          });
          stream.on('error', () => reject(invalidBackup(BACKUP_MESSAGES.notZip)));
          stream.on('end', () => {
            // Called inside then(): a refusal thrown at once rejects the read instead of crashing the process.
            Promise.resolve()
              .then(() => onEntry(name, Buffer.concat(chunks)))
              .then(() => zipFile.readEntry())
              .catch(reject);
          });
        });
      });
      zipFile.readEntry();
    });
  } finally {
    zipFile.close();
  }
}
