import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublicationTarget, SiteFiles } from './site-files';

/** What the folder holds of the last publication: its id and the hash of each file it wrote. */
interface Manifest {
  version: string;
  files: Record<string, string>;
}

/** Kept in the served folder, a dotfile that Hosting neither serves nor deploys (`"ignore": ["**\/.*"]`). */
export const MANIFEST_FILE = '.publication.json';
/** The id when the folder holds no publication (a fresh build, like a fresh `firebase deploy`). */
export const NO_VERSION = 'none';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes a file whole or not at all: the Hosting emulator reads the folder at each request, and a page read while
 * a plain write had truncated it arrived cut short (without its data or start script). A rename replaces the file
 * at once, as a Hosting release replaces a whole version.
 */
async function replaceFile(file: string, bytes: Buffer | string): Promise<void> {
  // A name of its own: two publications in one process never write the same temporary file.
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** The file of a URL path inside the folder; a path that would leave it is refused. */
function fileOf(folder: string, urlPath: string): string {
  const file = path.resolve(folder, `.${decodeURIComponent(urlPath)}`);
  if (!urlPath.startsWith('/') || !file.startsWith(folder + path.sep))
    throw new Error(`Refused to publish outside the site's folder: ${urlPath}`);
  return file;
}

/**
 * The Hosting emulator's target: the folder it serves (`web/dist`), which it reads at each request. Only files
 * whose bytes changed are written; a file the last publication wrote and this one lacks is removed, and every
 * other file of the build stays.
 */
export function createLocalTarget(folder: string): PublicationTarget {
  const root = path.resolve(folder);
  const manifestFile = path.join(root, MANIFEST_FILE);

  async function readManifest(): Promise<Manifest> {
    try {
      return JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    } catch {
      return { version: NO_VERSION, files: {} };
    }
  }

  async function unchanged(file: string, hash: string, before: string | undefined): Promise<boolean> {
    if (before !== hash) return false;
    // The build may have emptied the folder since: the manifest is trusted only when the file is still there.
    return readFile(file).then(
      (bytes) => sha256(bytes) === hash,
      () => false,
    );
  }

  async function removeWithEmptyFolders(file: string): Promise<void> {
    await rm(file, { force: true });
    for (let dir = path.dirname(file); dir !== root; dir = path.dirname(dir)) {
      // Fails on a folder that still holds something, which ends the climb.
      if (
        !(await rmdir(dir).then(
          () => true,
          () => false,
        ))
      )
        break;
    }
  }

  return {
    async publish(files: SiteFiles) {
      const before = await readManifest();
      const after: Record<string, string> = {};
      for (const [urlPath, bytes] of files) {
        const file = fileOf(root, urlPath);
        const hash = sha256(bytes);
        after[urlPath] = hash;
        if (await unchanged(file, hash, before.files[urlPath])) continue;
        await mkdir(path.dirname(file), { recursive: true });
        await replaceFile(file, bytes);
      }
      for (const urlPath of Object.keys(before.files)) {
        if (!(urlPath in after)) await removeWithEmptyFolders(fileOf(root, urlPath));
      }
      const version = sha256(Buffer.from(JSON.stringify(Object.entries(after).sort()))).slice(0, 16);
      await replaceFile(manifestFile, JSON.stringify({ version, files: after } satisfies Manifest));
      return { version };
    },
    async liveVersion() {
      return (await readManifest()).version;
    },
  };
}
