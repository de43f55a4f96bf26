// Deleting a project moves it to the trash: gone for visitors at once, restorable with its images for 30 days,
// then removed with them.
import {
  COLLECTIONS,
  TRASH_KEPT_DAYS,
  type Project,
  type SiteContent,
  type TrashedProject,
} from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { bucket, db, storedFiles, sweepMedia } from './backend';
import { contactMessage, clearContactRateLimits, projectsMadeHere } from './fixtures';
import { pngFile } from './uploads';
import { unzip } from '../support/zip';
import { exportedDocs, exportedSite, filesOfDoc } from './export-format';

let admin: TestAccount;
let user: TestAccount;
const made = projectsMadeHere(() => admin);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
});

async function createProject(fields: Record<string, string> = {}): Promise<Project> {
  return made.added(
    { title: 'Trash me', ...fields },
    { image: [await pngFile('cover.png')], screenshots: [await pngFile('shot.png')] },
  );
}

const trash = async () => jsonOf<TrashedProject[]>(await api('/trash', { headers: admin.bearer }));
const publicList = async () => jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=all'));
const remove = (id: string) => api(`/projects/${id}`, { method: 'DELETE', headers: admin.bearer });

describe('the trash', () => {
  it('a deleted project is hidden at once, listed in the trash with its files kept, and restored where it was', async () => {
    const project = await createProject();
    const files = await storedFiles(`projects/${project._id}/`);
    const before = Date.now();
    expect((await remove(project._id)).status).toBe(200);

    expect((await api(`/projects/${project._id}`)).status).toBe(404);
    expect((await publicList()).map((listed) => listed._id)).not.toContain(project._id);
    const trashed = (await trash()).find((entry) => entry._id === project._id);
    expect(trashed).toMatchObject({ title: 'Trash me', priority: project.priority, published: true });
    const expires = Date.parse(trashed!.expiresAt) - Date.parse(trashed!.trashedAt);
    expect(expires).toBe(TRASH_KEPT_DAYS * DAY_MS);
    expect(Date.parse(trashed!.trashedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await storedFiles(`projects/${project._id}/`)).toEqual(files);

    const restored = await api(`/trash/${project._id}/restore`, { method: 'POST', headers: admin.bearer });
    expect(restored.status).toBe(200);
    expect((await jsonOf<{ data: Project }>(restored)).data).toMatchObject({
      _id: project._id,
      title: 'Trash me',
      priority: project.priority,
      published: true,
      image: project.image,
    });
    expect((await publicList()).map((listed) => listed._id)).toContain(project._id);
    expect((await trash()).map((entry) => entry._id)).not.toContain(project._id);
  });

  it('a restored draft stays a draft, and one whose place was taken meanwhile takes it back', async () => {
    const draft = await createProject({ title: 'Draft in trash', published: 'false' });
    const other = await createProject({ title: 'Took its place' });
    expect((await remove(draft._id)).status).toBe(200);
    await db.doc(`${COLLECTIONS.projects}/${other._id}`).update({ priority: draft.priority });

    expect((await api(`/trash/${draft._id}/restore`, { method: 'POST', headers: admin.bearer })).status).toBe(
      200,
    );
    const all = await jsonOf<Project[]>(await api('/projects', { headers: admin.bearer }));
    const restored = all.find((project) => project._id === draft._id);
    expect(restored).toMatchObject({ published: false, priority: draft.priority });
    expect(all.find((project) => project._id === other._id)?.priority).toBe(draft.priority + 1);
    expect(all.filter((project) => project.priority === draft.priority)).toHaveLength(1);
  });

  it('removing from the trash deletes the record and its images for good', async () => {
    const project = await createProject();
    expect((await remove(project._id)).status).toBe(200);
    const removed = await api(`/trash/${project._id}`, { method: 'DELETE', headers: admin.bearer });
    expect(removed.status).toBe(200);
    expect(await storedFiles(`projects/${project._id}/`)).toEqual([]);
    expect((await trash()).map((entry) => entry._id)).not.toContain(project._id);
    expect(
      (await api(`/trash/${project._id}/restore`, { method: 'POST', headers: admin.bearer })).status,
    ).toBe(404);
  });

  it(`after ${TRASH_KEPT_DAYS} days the sweep removes a trashed project with its images, and keeps younger ones`, async () => {
    const old = await createProject({ title: 'Old' });
    const young = await createProject({ title: 'Young' });
    expect((await remove(old._id)).status).toBe(200);
    await db.doc(`${COLLECTIONS.trash}/${old._id}`).update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await remove(young._id)).status).toBe(200);

    const { expired } = await sweepMedia();
    expect(expired).toContain(old._id);
    expect(expired).not.toContain(young._id);
    expect(await storedFiles(`projects/${old._id}/`)).toEqual([]);
    expect(await storedFiles(`projects/${young._id}/`)).not.toEqual([]);
    expect((await trash()).map((entry) => entry._id)).toContain(young._id);
  });

  it('is the admin’s only; unknown ids are 404', async () => {
    for (const headers of [{}, user.bearer]) {
      const expected = 'Authorization' in headers ? 403 : 401;
      expect((await api('/trash', { headers })).status).toBe(expected);
      expect((await api('/trash/x/restore', { method: 'POST', headers })).status).toBe(expected);
      expect((await api('/trash/x', { method: 'DELETE', headers })).status).toBe(expected);
      expect((await api('/export', { headers })).status).toBe(expected);
    }
    expect(
      (await api('/trash/no-such-project/restore', { method: 'POST', headers: admin.bearer })).status,
    ).toBe(404);
    expect((await api('/trash/no-such-project', { method: 'DELETE', headers: admin.bearer })).status).toBe(
      404,
    );
  });
});

describe('GET /api/export', () => {
  it('answers one zip with the content, the projects (trash marked), the messages and every media file', async () => {
    await clearContactRateLimits();
    expect(
      (await api('/contact', { method: 'POST', json: { ...contactMessage, message: 'For the export' } }))
        .status,
    ).toBe(201);
    const kept = await createProject({ title: 'Exported' });
    const trashed = await createProject({ title: 'Exported from the trash' });
    expect((await remove(trashed._id)).status).toBe(200);

    const response = await api('/export', { headers: admin.bearer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?portfolio-export-[\d-]+\.zip"?$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));

    const site = exportedSite(entries).content as SiteContent;
    expect(site.name).toBeTruthy();
    const projects = exportedDocs(entries, 'projects.json');
    const exported = projects.find((project) => project.id === kept._id)!;
    expect(exported).toMatchObject({ data: { title: 'Exported' }, trashed: false });
    expect(projects.find((project) => project.id === trashed._id)).toMatchObject({ trashed: true });
    const messages = exportedDocs(entries, 'messages.json');
    expect(messages.map((message) => message.data.message)).toContain('For the export');

    // Every file a project names is in the archive, byte for byte a WebP image.
    const files = filesOfDoc(entries, exported);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const name of files) {
      const data = entries.get(name);
      expect(data?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('leaves out a file Storage no longer holds (its project deleted for good meanwhile), and still completes', async () => {
    const project = await createProject({ title: 'Exported with a file gone' });
    const [gone, ...kept] = await storedFiles(`projects/${project._id}/`);
    expect(kept.length).toBeGreaterThan(0);
    await bucket.file(gone!).delete();

    const response = await api('/export', { headers: admin.bearer });
    expect(response.status).toBe(200);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    const exported = exportedDocs(entries, 'projects.json').find((listed) => listed.id === project._id)!;
    const files = filesOfDoc(entries, exported);
    expect(files.sort()).toEqual(kept.map((path) => `media/${path}`).sort());
    for (const name of files) expect(entries.get(name)?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(entries.has(`media/${gone}`)).toBe(false);
  });
});
