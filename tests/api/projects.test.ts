import { VALIDATION_MESSAGES as M, type Project } from '@portfolio/common';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, postProject } from './api-client';
import { storedFiles } from './backend';
import { postProjectWithImages, projectState, validProjectFields } from './fixtures';
import { file, png } from './uploads';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

const createProject = (fields?: Record<string, string>, screenshots?: number) =>
  postProjectWithImages(admin, fields, screenshots);

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
