import { COLLECTIONS, VALIDATION_MESSAGES as M, type Project } from '@portfolio/common';
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, postProject } from './api-client';
import { bucket, db, storagePathOf, storedFiles, sweepRetiredFiles } from './backend';
import { expectDeletedForGood, projectState, removeFromTrash, validProjectFields } from './fixtures';
import { file, multipart, png, pngFile } from './uploads';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

async function createProject(
  fields: Record<string, string> = validProjectFields,
  screenshots = 2,
): Promise<{ response: Response; body: { data?: Project; error?: { fields?: Record<string, string> } } }> {
  const image = await pngFile('cover.png', 2000, 1000);
  const shots = await Promise.all(
    Array.from({ length: screenshots }, (_, i) => pngFile(`s${i}.png`, 1200, 750)),
  );
  const response = await postProject(admin, fields, { image: [image], screenshots: shots });
  return { response, body: await jsonOf(response) };
}

async function imageWidth(url: string): Promise<{ width?: number; format?: string; exif?: Buffer }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('POST /projects', () => {
  it('creates the project, normalises its fields and stores WebP images with a thumbnail', async () => {
    const { response, body } = await createProject();
    expect(response.status).toBe(201);
    const project = body.data!;
    expect(project).toMatchObject({
      title: 'API test project',
      technologies: ['React', 'Vite'],
      video: 'dQw4w9WgXcQ',
      date: { startDate: '2025-01-01', endDate: '2025-02-01' },
      githubClient: '',
    });
    expect(project.priority).toBeGreaterThanOrEqual(1);
    expect(project.screenshots).toHaveLength(2);

    const main = await imageWidth(project.image);
    expect(main).toMatchObject({ format: 'webp', width: 1600 });
    expect((await imageWidth(project.thumbnail)).width).toBe(480);
    // Each screenshot has a thumbnail of its own, for the project page's strip.
    expect(project.screenshotThumbnails).toHaveLength(2);
    for (const [index, thumbnail] of project.screenshotThumbnails.entries()) {
      expect(thumbnail).not.toBe(project.screenshots[index]);
      expect(await imageWidth(thumbnail)).toMatchObject({ format: 'webp', width: 480 });
    }
    expect(await storedFiles(`projects/${project._id}/`)).toHaveLength(6);

    const listed = await jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=web-dev-project'));
    expect(listed.map((item) => item._id)).toContain(project._id);
  });

  it('drops EXIF metadata', async () => {
    const jpeg = await sharp(await png(200, 100))
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await postProject(admin, validProjectFields, {
      image: [file(jpeg, 'photo.jpg', 'image/jpeg')],
    });
    expect(response.status).toBe(201);
    const { data } = await jsonOf<{ data: Project }>(response);
    expect((await imageWidth(data.image)).exif).toBeUndefined();
  });

  it('an In Complete project keeps no end date', async () => {
    const { response, body } = await createProject({ ...validProjectFields, status: 'In Complete' }, 0);
    expect(response.status).toBe(201);
    expect(body.data!.date).toEqual({ startDate: '2025-01-01' });
  });

  it('answers every required-field message of the spec, and writes nothing', async () => {
    const before = await projectState();
    const response = await postProject(admin, { status: 'Complete' }, {});
    expect(response.status).toBe(400);
    const body = await jsonOf<{ error: { code: string; fields: Record<string, string> } }>(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({
      title: M.titleRequired,
      purpose: M.purposeRequired,
      category: M.categoryRequired,
      type: M.typeRequired,
      startDate: M.startDateRequired,
      endDate: M.endDateRequired,
      technologies: M.technologiesRequired,
      description: M.descriptionRequired,
      image: M.mainImageRequired,
    });
    expect(await projectState()).toEqual(before);
  });

  it('requires a status', async () => {
    const { title, purpose } = validProjectFields;
    const response = await postProject(admin, { title, purpose }, {});
    const body = await jsonOf<{ error: { fields: Record<string, string> } }>(response);
    expect(body.error.fields.status).toBe(M.statusRequired);
  });

  it.each([
    ['category', 'desktop-project', M.categoryInvalid],
    ['type', 'Mainframe', M.typeInvalid],
    ['status', 'Abandoned', M.statusInvalid],
    ['startDate', '2025-02-30', M.dateInvalid],
    ['endDate', '2024-12-31', M.endBeforeStart],
    ['liveLink', 'javascript:alert(1)', M.invalidUrl],
    ['githubClient', 'data:text/html,<script>alert(1)</script>', M.invalidUrl],
    ['video', 'https://vimeo.com/123', M.videoInvalid],
    ['title', 'x'.repeat(121), M.tooLong('Project Title', 120)],
  ])('refuses %s = %j with "%s", writing nothing', async (field, value, message) => {
    const before = await projectState();
    const { response, body } = await createProject({ ...validProjectFields, [field]: value }, 1);
    expect(response.status).toBe(400);
    expect(body.error?.fields?.[field]).toBe(message);
    expect(await projectState()).toEqual(before);
  });
});

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
