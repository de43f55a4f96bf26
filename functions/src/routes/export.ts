import { once } from 'node:events';
import { Router } from 'express';
import { listMessages } from '../data/messages';
import { listPostTrash } from '../data/post-trash';
import { postsWithFiles } from '../data/posts';
import { projectsWithFiles } from '../data/projects';
import { readSite } from '../data/site-content';
import { listTrash } from '../data/trash';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { bucket } from '../core/firebase';

/**
 * `GET /api/export`: everything the owner has here, as one zip: the site content, the projects and the posts (the
 * trashed ones marked), the contact messages, and every file they name under `media/`. The archive is streamed: one file is
 * read from Storage at a time, as fast as the caller takes it, so the function's memory does not grow with it.
 */
export const exportRouter = Router();

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The paths Storage holds now. A file named by a project read a moment ago may be gone (the owner deleted the project
 * for good meanwhile): it is left out of the archive and of the list, rather than ending the download half-way.
 */
async function heldInStorage(paths: string[]): Promise<Set<string>> {
  const held = await Promise.all(paths.map(async (path) => (await bucket().file(path).exists())[0]));
  return new Set(paths.filter((_, index) => held[index]));
}

exportRouter.get('/export', privateNoStore, authenticate, requireAdmin, async (_req, res) => {
  const [site, projects, trash, messages, posts, trashedPosts] = await Promise.all([
    readSite(),
    projectsWithFiles(),
    listTrash(),
    listMessages(),
    postsWithFiles(),
    listPostTrash(),
  ]);
  const postEntries = [
    ...posts.map(({ post, paths }) => ({ post: { ...post, trashed: false }, paths })),
    ...trashedPosts.map(({ post, paths }) => ({ post: { ...post, trashed: true }, paths })),
  ];
  const entries = [
    ...projects.map(({ project, paths }) => ({ project: { ...project, trashed: false }, paths })),
    ...trash.map(({ project, paths }) => ({ project: { ...project, trashed: true }, paths })),
  ];
  const files = await heldInStorage(
    [
      ...new Set([
        ...Object.values(site.files),
        ...entries.flatMap((entry) => entry.paths),
        ...postEntries.flatMap((entry) => entry.paths),
      ]),
    ].filter(Boolean) as string[],
  );

  // Loaded with the first export, not with every cold start of the API.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const archiver = require('archiver') as typeof import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  archive.on('warning', (warning: Error) => console.warn('export:', warning));
  archive.on('error', (error: Error) => res.destroy(error));
  res.attachment(`portfolio-export-${new Date().toISOString().slice(0, 10)}.zip`);
  archive.pipe(res);

  archive.append(json({ content: site.content, files: site.files }), { name: 'site.json' });
  archive.append(
    json(
      entries.map(({ project, paths }) => ({
        ...project,
        files: paths.filter((path) => files.has(path)).map((path) => `media/${path}`),
      })),
    ),
    { name: 'projects.json' },
  );
  archive.append(
    json(
      postEntries.map(({ post, paths }) => ({
        ...post,
        files: paths.filter((path) => files.has(path)).map((path) => `media/${path}`),
      })),
    ),
    { name: 'posts.json' },
  );
  archive.append(json(messages), { name: 'messages.json' });
  for (const path of files) {
    // Each file's stream is opened once the one before it is in the archive.
    archive.append(bucket().file(path).createReadStream(), { name: `media/${path}` });
    await once(archive, 'entry');
  }
  await archive.finalize();
});
