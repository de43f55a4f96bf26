// A site N times the seed, as a backup: the seed's export with every project, post (with its versions), message and
// project or post file copied N − 1 times under new ids and names, the manifest's hashes made to match.
import { createHash } from 'node:crypto';
// The tests' zip reader and writer: plain enough for an export, and no second implementation to keep.
import { readZip, writeZip, type ZipEntry } from '../../tests/api/backup-archives';

type Doc = { id: string; data: Record<string, unknown>; versions?: Doc[] };
type Manifest = {
  counts: Record<string, number>;
  entries: Record<string, { sha256: string; size: number }>;
  files: Record<string, unknown>;
};

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
/** Files that belong to one project or post, which a copy gets its own of (the site's stay shared). */
const COPIED_FOLDERS = ['projects/', 'posts/'];

function renamed(path: string, copy: number): string {
  const at = path.lastIndexOf('/');
  return `${path.slice(0, at + 1)}copy${copy}-${path.slice(at + 1)}`;
}

/** A document under a new id, naming the copies of its files (as paths and as URL-encoded in download URLs). */
function copyDoc(doc: Doc, copy: number, paths: string[]): Doc {
  const id = `${doc.id}-copy${copy}`;
  let text = JSON.stringify(doc.data).replaceAll(JSON.stringify(doc.id), JSON.stringify(id));
  for (const path of paths) {
    text = text
      .replaceAll(path, renamed(path, copy))
      .replaceAll(encodeURIComponent(path), encodeURIComponent(renamed(path, copy)));
  }
  const copied: Doc = { ...doc, id, data: JSON.parse(text) as Doc['data'] };
  if (doc.versions)
    copied.versions = doc.versions.map((version) => ({ ...copyDoc(version, copy, paths), id: version.id }));
  return copied;
}

export function scaledBackup(zip: Buffer, scale: number): Buffer {
  const entries = new Map(readZip(zip).map((entry) => [entry.name, entry.data]));
  const read = <T>(name: string) => JSON.parse(String(entries.get(name))) as T;
  const manifest = read<Manifest>('manifest.json');
  const paths = Object.keys(manifest.files).filter((path) =>
    COPIED_FOLDERS.some((folder) => path.startsWith(folder)),
  );
  const projects = read<Doc[]>('projects.json');
  const posts = read<Doc[]>('posts.json');
  const messages = read<Doc[]>('messages.json');
  const seed = { projects: [...projects], posts: [...posts], messages: [...messages] };
  const media: ZipEntry[] = [];
  for (let copy = 1; copy < scale; copy++) {
    projects.push(...seed.projects.map((doc) => copyDoc(doc, copy, paths)));
    posts.push(...seed.posts.map((doc) => copyDoc(doc, copy, paths)));
    messages.push(...seed.messages.map((doc) => copyDoc(doc, copy, [])));
    for (const path of paths) {
      media.push({ name: `media/${renamed(path, copy)}`, data: entries.get(`media/${path}`) as Buffer });
      manifest.files[renamed(path, copy)] = manifest.files[path];
    }
  }
  entries.set('projects.json', json(projects));
  entries.set('posts.json', json(posts));
  entries.set('messages.json', json(messages));
  for (const { name, data } of media) entries.set(name, data);
  entries.delete('manifest.json');
  manifest.entries = {};
  for (const [name, data] of entries) manifest.entries[name] = { sha256: sha256(data), size: data.length };
  manifest.counts = {
    ...manifest.counts,
    projects: projects.length,
    posts: posts.length,
    messages: messages.length,
  };
  const all = [...entries].map(([name, data]) => ({ name, data }));
  return writeZip([...all, { name: 'manifest.json', data: json(manifest) }]);
}
