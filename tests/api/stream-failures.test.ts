// Streams that fail half-way: the owner's export while projects are deleted for good under it, and an upload whose
// body ends inside a file. Each answers what the caller can read, and the function's process, which answers
// everyone else, survives.
import type { Project } from '@portfolio/common';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { unzip } from '../support/zip';
import { exportedDocs, exportedFiles } from './export-format';
import { createAccount, type TestAccount } from './accounts';
import { api, API_BASE } from './api-client';
import { bucket, storedFiles } from './backend';
import { projectsMadeHere, removeFromTrash } from './fixtures';
import { png, pngFile } from './uploads';

let admin: TestAccount;
let user: TestAccount;
const made = projectsMadeHere(() => admin);

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount({ register: true })]);
});

/** Bytes that deflate cannot shrink: the export is still reading files when the deletes come. */
const LARGE_FILE_BYTES = 2 * 1024 * 1024;

/** A trashed project whose stored files are made large (the export copies bytes, whatever they are). */
async function trashedProjectWithLargeFiles(title: string): Promise<Project> {
  const project = await made.added(
    { title },
    { image: [await pngFile('cover.png')], screenshots: [await pngFile('shot.png')] },
  );
  const paths = await storedFiles(`projects/${project._id}/`);
  await Promise.all(
    paths.map((path) => bucket.file(path).save(randomBytes(LARGE_FILE_BYTES), { resumable: false })),
  );
  expect((await api(`/projects/${project._id}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(
    200,
  );
  return project;
}

/** Reads a body a little at a time, as a slow connection would. */
async function readSlowly(body: ReadableStream<Uint8Array>, pause: Promise<unknown>): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  const first = await reader.read();
  if (first.value) chunks.push(first.value);
  await pause;
  for (let next = first; !next.done;) {
    next = await reader.read();
    if (next.value) chunks.push(next.value);
    await sleep(5);
  }
  return Buffer.concat(chunks);
}

describe('GET /api/export racing deletes for good', () => {
  it('completes with the files still held, lists only those, and the process keeps answering', async () => {
    const trashed: Project[] = [];
    for (let i = 0; i < 3; i++)
      trashed.push(await trashedProjectWithLargeFiles(`Exported while deleted ${i}`));

    const download = await api('/export', { headers: admin.bearer, signal: AbortSignal.timeout(90_000) });
    expect(download.status).toBe(200);
    // While the first bytes wait to be read: each trashed project deleted for good, the one read last first, and
    // a project added meanwhile, which the same process answers.
    const added = made.add({ title: 'Added during an export' });
    const deletes = (async () => {
      const answers: number[] = [];
      for (const project of [...trashed].reverse()) {
        answers.push((await removeFromTrash(project._id, admin.bearer)).status);
      }
      return answers;
    })();
    const zip = await readSlowly(download.body!, deletes);

    expect(await deletes).toEqual(trashed.map(() => 200));
    expect((await added).status).toBe(201);
    expect((await made.add({ title: 'Added after an export' })).status).toBe(201);
    for (const project of trashed) expect(await storedFiles(`projects/${project._id}/`)).toEqual([]);

    const entries = await unzip(zip);
    const projects = exportedDocs(entries, 'projects.json');
    const listed = exportedFiles(entries);
    // Every file listed is in the archive, whole, and every file in it is listed.
    const media = [...entries.keys()].filter((name) => name.startsWith('media/'));
    for (const name of listed) expect(entries.get(name)?.length).toBeGreaterThan(0);
    for (const name of media) expect(listed).toContain(name);
    for (const project of trashed) {
      expect(projects.find((exported) => exported.id === project._id)).toMatchObject({ trashed: true });
    }
  }, 120_000);
});

describe('a multipart body that ends inside a file', () => {
  it('is a 400, and the process keeps answering', async () => {
    const boundary = 'cut-short';
    const start = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut short\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const body = Buffer.concat([start, (await png()).subarray(0, 100)]);
    for (const [path, method, account] of [
      [`/user/${user.uid}`, 'PUT', user],
      ['/projects', 'POST', admin],
    ] as const) {
      const response = await fetch(`${API_BASE}${path}`, {
        method,
        headers: { ...account.bearer, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(response.status).toBe(400);
      expect((await response.json()) as unknown).toMatchObject({ error: { code: 'bad_request' } });
    }
    expect((await made.add({ title: 'Added after a body cut short' })).status).toBe(201);
  }, 60_000);
});
