import { Router } from 'express';
import { listMessages } from '../data/messages';
import { listPostTrash } from '../data/post-trash';
import { postsWithFiles } from '../data/posts';
import { projectsWithFiles } from '../data/projects';
import { readSite } from '../data/site-content';
import { listTrash } from '../data/trash';
import { authenticate, requireAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { readStoredFile } from '../services/storage';

/**
 * `GET /api/export`: everything the owner has here, as one zip: the site content, the projects and the posts (the
 * trashed ones marked), the contact messages, and every file they name under `media/`. The archive is streamed, one
 * file read from Storage at a time, as fast as the caller takes it, so the function's memory holds at most one file.
 */
export const exportRouter = Router();

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

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
  const paths = [
    ...new Set([
      ...Object.values(site.files),
      ...entries.flatMap((entry) => entry.paths),
      ...postEntries.flatMap((entry) => entry.paths),
    ]),
  ].filter(Boolean) as string[];

  // Loaded with the first export, not with every cold start of the API.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const archiver = require('archiver') as typeof import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  archive.on('warning', (warning: Error) => console.warn('export:', warning));
  // A zip that cannot be finished ends as a broken download, which the caller sees, never as one that looks whole.
  archive.on('error', (error: Error) => res.destroy(error));
  res.on('close', () => {
    if (!res.writableFinished) archive.abort();
  });
  res.attachment(`portfolio-export-${new Date().toISOString().slice(0, 10)}.zip`);
  archive.pipe(res);

  archive.append(json({ content: site.content, files: site.files }), { name: 'site.json' });
  archive.append(json(messages), { name: 'messages.json' });
  // A file named by a project or post read a moment ago may be gone (the owner deleted it for good meanwhile): it is
  // left out of the archive and of projects.json and posts.json, which are written last to list exactly what is here.
  const exported = new Set<string>();
  for (const path of paths) {
    if (res.destroyed) return;
    let data: Buffer | undefined;
    try {
      data = await readStoredFile(path);
    } catch (error) {
      console.error('export: reading', path, error);
      res.destroy();
      return;
    }
    if (!data) continue;
    archive.append(data, { name: `media/${path}` });
    exported.add(path);
    // The next file is read once the caller has taken this one.
    await new Promise<void>((resolve) => {
      const taken = () => {
        archive.off('entry', taken);
        res.off('close', taken);
        resolve();
      };
      archive.on('entry', taken);
      res.on('close', taken);
    });
  }
  archive.append(
    json(
      entries.map(({ project, paths: named }) => ({
        ...project,
        files: named.filter((path) => exported.has(path)).map((path) => `media/${path}`),
      })),
    ),
    { name: 'projects.json' },
  );
  archive.append(
    json(
      postEntries.map(({ post, paths: named }) => ({
        ...post,
        files: named.filter((path) => exported.has(path)).map((path) => `media/${path}`),
      })),
    ),
    { name: 'posts.json' },
  );
  await archive.finalize();
});
