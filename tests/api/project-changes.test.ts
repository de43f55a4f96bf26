// PUT and DELETE /projects/{id}: what a save changes and what a delete removes, files included.
import { COLLECTIONS, VALIDATION_MESSAGES as M, type Project } from '@portfolio/common';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { bucket, db, storagePathOf, storedFiles, sweepRetiredFiles } from './backend';
import { expectDeletedForGood, postProjectWithImages, removeFromTrash, validProjectFields } from './fixtures';
import { multipart, pngFile } from './uploads';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

const createProject = () => postProjectWithImages(admin);

describe('PUT /projects/{id}', () => {
  it('updates fields, answers modifiedCount 1, then 0 when nothing changes', async () => {
    const { body } = await createProject();
    const project = body.data!;
    const update = { ...validProjectFields, status: 'In Complete', priority: '42' };
    const first = await api(`/projects/${project._id}`, {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart(update),
    });
    expect(first.status).toBe(200);
    const firstBody = await jsonOf<{ result: { modifiedCount: number }; data: Project }>(first);
    expect(firstBody.result.modifiedCount).toBe(1);
    expect(firstBody.data).toMatchObject({
      priority: 42,
      status: 'In Complete',
      date: { startDate: '2025-01-01' },
    });
    expect(firstBody.data.image).toBe(project.image);

    const again = await api(`/projects/${project._id}`, {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart(update),
    });
    expect(await jsonOf(again)).toMatchObject({ result: { modifiedCount: 0 } });
  });

  it('requires a priority', async () => {
    const response = await api('/projects/seed-shopfront', {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart({ ...validProjectFields, priority: '' }),
    });
    expect(response.status).toBe(400);
    expect(
      (await jsonOf<{ error: { fields: Record<string, string> } }>(response)).error.fields.priority,
    ).toBe(M.priorityRequired);
  });

  it('replacing the main image and removing a screenshot deletes the old files', async () => {
    const { body } = await createProject();
    const project = body.data!;
    const [keep, drop] = project.screenshots;
    const [keepThumbnail, dropThumbnail] = project.screenshotThumbnails;
    const response = await api(`/projects/${project._id}`, {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart(
        { ...validProjectFields, priority: '5', keepScreenshots: [keep!] },
        { image: [await pngFile('new.png', 300, 200)], screenshots: [await pngFile('new-shot.png')] },
      ),
    });
    expect(response.status).toBe(200);
    const { data } = await jsonOf<{ data: Project }>(response);
    expect(data.image).not.toBe(project.image);
    expect(data.screenshots).toHaveLength(2);
    expect(data.screenshots[0]).toBe(keep);
    expect(data.screenshotThumbnails).toHaveLength(2);
    expect(data.screenshotThumbnails[0]).toBe(keepThumbnail);

    // The replaced files stay readable while cached pages may still name them, then the sweep removes them.
    expect(await storedFiles(`projects/${project._id}/`)).toContain(storagePathOf(project.image));
    await sweepRetiredFiles();
    const files = await storedFiles(`projects/${project._id}/`);
    expect(files).toHaveLength(6);
    expect(files).not.toContain(storagePathOf(project.image));
    expect(files).not.toContain(storagePathOf(project.thumbnail));
    expect(files).not.toContain(storagePathOf(drop!));
    expect(files).not.toContain(storagePathOf(dropThumbnail!));
    expect(files).toContain(storagePathOf(data.image));
    expect(files).toContain(storagePathOf(data.screenshotThumbnails[1]!));
  });

  it('one empty keepScreenshots value keeps none of the current screenshots (the dashboard sends that)', async () => {
    const { body } = await createProject();
    const project = body.data!;
    const response = await api(`/projects/${project._id}`, {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart({ ...validProjectFields, priority: '5', keepScreenshots: [''] }),
    });
    expect(response.status).toBe(200);
    const { data } = await jsonOf<{ data: Project }>(response);
    expect(data.screenshots).toEqual([]);
    expect(data.screenshotThumbnails).toEqual([]);
    await sweepRetiredFiles();
    const files = await storedFiles(`projects/${project._id}/`);
    for (const url of [...project.screenshots, ...project.screenshotThumbnails]) {
      expect(files).not.toContain(storagePathOf(url));
    }
  });

  it('404 for an unknown project', async () => {
    const response = await api('/projects/nope-nope', {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart({ ...validProjectFields, priority: '1' }),
    });
    expect(response.status).toBe(404);
  });
});

describe('DELETE /projects/{id}', () => {
  it('moves the project to the trash with its files; removing it from there removes them', async () => {
    const { body } = await createProject();
    const id = body.data!._id;
    const files = await storedFiles(`projects/${id}/`);
    expect(files).not.toHaveLength(0);

    const response = await api(`/projects/${id}`, { method: 'DELETE', headers: admin.bearer });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ result: { deletedCount: 1 } });
    expect((await api(`/projects/${id}`)).status).toBe(404);
    expect((await api(`/projects/${id}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(404);
    expect(await storedFiles(`projects/${id}/`)).toEqual(files);

    expect((await removeFromTrash(id, admin.bearer)).status).toBe(200);
    expect(await storedFiles(`projects/${id}/`)).toEqual([]);
  });
});

describe('a project stored before screenshots had thumbnails', () => {
  it('answers each screenshot as its own thumbnail, and deleting it removes every file', async () => {
    const { body } = await createProject();
    const { _id: id, screenshots, screenshotThumbnails } = body.data!;
    await db.collection(COLLECTIONS.projects).doc(id).update({
      screenshotThumbnails: FieldValue.delete(),
      screenshotThumbnailPaths: FieldValue.delete(),
    });
    await Promise.all(screenshotThumbnails.map((url) => bucket.file(storagePathOf(url)).delete()));
    const read = await jsonOf<Project>(await api(`/projects/${id}`));
    expect(read.screenshots).toEqual(screenshots);
    expect(read.screenshotThumbnails).toEqual(screenshots);

    await expectDeletedForGood(id, admin.bearer);
  });
});
