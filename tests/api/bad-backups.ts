// The bad archives an import must refuse, each made from a real export, with the words its 400 must use.
import { BACKUP_LIMITS } from '@portfolio/common';
import { editJson, readZip, rewritten, writeZip, type ZipEntry } from './backup-archives';

export type BadArchive = { what: string; zip: Buffer; message: RegExp };

/** Valid names under the media folder, so that only the limit under test refuses them. */
const mediaName = (i: number) => `media/posts/limits/${i}.webp`;

export function badArchives(zip: Buffer): BadArchive[] {
  const media = readZip(zip).find((entry) => entry.name.startsWith('media/')) as ZipEntry;
  const fileLimit = BACKUP_LIMITS.fileEntryBytes;
  // One file's worth of zeros, shared: the whole-archive limit is reached by files each within their own.
  const fullFile = Buffer.alloc(fileLimit);
  return [
    { what: 'truncated', zip: zip.subarray(0, zip.length >> 1), message: /not a readable zip/ },
    {
      what: 'hash differs',
      zip: rewritten(
        zip,
        (all) =>
          all.map((e) =>
            e.name === media.name ? { ...e, data: Buffer.concat([e.data, Buffer.from('x')]) } : e,
          ),
        false,
      ),
      message: /does not match the sha256/,
    },
    {
      what: '../x',
      zip: rewritten(zip, (all) => [...all, { name: '../x', data: Buffer.from('x') }]),
      message: /outside its folders: \.\.\/x/,
    },
    {
      what: 'schema',
      zip: rewritten(
        zip,
        editJson('projects.json', (list) =>
          (list as { data: object }[]).map((p) => ({
            ...p,
            data: { ...p.data, category: 'no-such-category' },
          })),
        ),
      ),
      message: /projects\/.* is invalid/,
    },
    {
      what: 'format',
      zip: rewritten(
        zip,
        editJson('manifest.json', (m) => ({ ...(m as object), formatVersion: 99 })),
      ),
      message: /format version 99/,
    },
    {
      what: 'entries',
      zip: writeZip(
        Array.from({ length: BACKUP_LIMITS.entries + 1 }, (_, i) => ({
          name: mediaName(i),
          data: Buffer.alloc(1),
        })),
      ),
      message: /more than 10000 entries/,
    },
    {
      what: 'entry bytes',
      zip: rewritten(zip, (all) => [...all, { name: mediaName(0), data: Buffer.alloc(fileLimit + 1) }]),
      message: /inflates past its size limit at media\/posts\/limits\/0\.webp/,
    },
    {
      what: 'total bytes',
      zip: writeZip(
        Array.from({ length: Math.floor(BACKUP_LIMITS.inflatedBytes / fileLimit) + 1 }, (_, i) => ({
          name: mediaName(i),
          data: fullFile,
        })),
      ),
      message: /inflates past its size limit at media\/posts\/limits\/32\.webp/,
    },
    {
      // A small entry that says it is 1 KB and inflates past the limit: counted as it inflates, not as declared.
      what: 'zip bomb',
      zip: rewritten(zip, (all) => [
        ...all,
        { name: mediaName(0), data: Buffer.alloc(fileLimit + 1), declaredSize: 1024 },
      ]),
      message: /inflates past its size limit at media\/posts\/limits\/0\.webp/,
    },
  ];
}
