import { VALIDATION_MESSAGES as M, type Project } from '@portfolio/common';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, postProject } from './api-client';
import { auth, db, storagePathOf, storedFiles } from './backend';
import { file, multipart, png, pngFile } from './uploads';

let admin: TestAccount;
let user: TestAccount;

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
});

const validFields = {
  title: 'API test project',
  purpose: 'Prove the API',
  category: 'web-dev-project',
  type: 'Frontend',
  status: 'Complete',
  startDate: '2025-01-01',
  endDate: '2025-02-01',
  technologies: ' React, Vite ,React,, ',
  description: 'A project created by the API tests.',
  liveLink: 'https://example.com/live',
  githubClient: '',
  githubServer: 'http://example.com/server',
  video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
};

async function createProject(
  fields: Record<string, string> = validFields,
  screenshots = 2,
): Promise<{ response: Response; body: { data?: Project; error?: { fields?: Record<string, string> } } }> {
  const image = await pngFile('cover.png', 2000, 1000);
  const shots = await Promise.all(Array.from({ length: screenshots }, (_, i) => pngFile(`s${i}.png`)));
  const response = await postProject(admin, fields, { image: [image], screenshots: shots });
  return { response, body: await jsonOf(response) };
}

/** What a failed request must leave unchanged: the projects and every stored project file. */
async function projectState() {
  const [snapshot, files] = await Promise.all([
    db.collection('projects').count().get(),
    storedFiles('projects/'),
  ]);
  return { count: snapshot.data().count, files };
}

async function imageWidth(url: string): Promise<{ width?: number; format?: string; exif?: Buffer }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

function isSortedByPriority(projects: Project[]): boolean {
  return projects.every((project, i) => i === 0 || projects[i - 1]!.priority <= project.priority);
}

describe('public lists', () => {
  it('GET /best-projects: at most 6, most important first, cacheable', async () => {
    const response = await api('/best-projects');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=300');
    const projects = await jsonOf<Project[]>(response);
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.length).toBeLessThanOrEqual(6);
    expect(isSortedByPriority(projects)).toBe(true);
    for (const project of projects) {
      expect(project._id).toEqual(expect.any(String));
      expect(project.thumbnail).toMatch(/^http/);
      expect(project.date.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(project.createdAt).toISOString()).toBe(project.createdAt);
      expect(project).not.toHaveProperty('imagePath');
    }
  });

  it('GET /filterd-projects lists all or one category, in priority order', async () => {
    const all = await jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=all'));
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(isSortedByPriority(all)).toBe(true);
    const python = await jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=python-project'));
    expect(python.length).toBeGreaterThan(0);
    expect(python.every((project) => project.category === 'python-project')).toBe(true);
  });

  it('an unknown category gives an empty array; /filtered-projects is an alias', async () => {
    expect(await jsonOf(await api('/filterd-projects?categoryOfProject=nope'))).toEqual([]);
    const spec = await jsonOf(await api('/filterd-projects?categoryOfProject=app-dev-project'));
    const alias = await jsonOf(await api('/filtered-projects?categoryOfProject=app-dev-project'));
    expect(alias).toEqual(spec);
  });

  it('GET /projects/{id} answers one project, 404 for an unknown id, 4xx for a path', async () => {
    const project = await jsonOf<Project>(await api('/projects/seed-shopfront'));
    expect(project).toMatchObject({ _id: 'seed-shopfront', title: 'Shopfront', video: 'dQw4w9WgXcQ' });
    expect(project.screenshots.length).toBeGreaterThanOrEqual(2);

    const unknown = await api('/projects/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(await jsonOf(unknown)).toEqual({ error: { code: 'not_found', message: 'Project not found.' } });

    const traversal = await api('/projects/..%2Fusers%2Fx');
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
  });
});

describe('who may call the admin routes', () => {
  const routes = [
    ['GET', '/projects'],
    ['POST', '/projects'],
    ['PUT', '/projects/seed-shopfront'],
    ['DELETE', '/projects/seed-shopfront'],
  ] as const;

  it.each(routes)('%s %s: 401 without a token', async (method, path) => {
    const response = await api(path, { method });
    expect(response.status).toBe(401);
    expect(await jsonOf(response)).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it.each(routes)('%s %s: 401 with a malformed token', async (method, path) => {
    const response = await api(path, { method, headers: { Authorization: 'Bearer not.a.token' } });
    expect(response.status).toBe(401);
  });

  it.each(routes)('%s %s: 403 for a signed-in non-admin', async (method, path) => {
    const response = await api(path, { method, headers: user.bearer });
    expect(response.status).toBe(403);
    expect(await jsonOf(response)).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('GET /projects: the admin gets every project, privately', async () => {
    const response = await api('/projects', { headers: admin.bearer });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await jsonOf<Project[]>(response)).length).toBeGreaterThanOrEqual(8);
  });

  it('a revoked token is refused', async () => {
    const revoked = await createAccount({ admin: true });
    // Revocation is compared in whole seconds with the token's auth time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth.revokeRefreshTokens(revoked.uid);
    expect((await api('/projects', { headers: revoked.bearer })).status).toBe(401);
  });
});

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
    expect(await storedFiles(`projects/${project._id}/`)).toHaveLength(4);

    const listed = await jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=web-dev-project'));
    expect(listed.map((item) => item._id)).toContain(project._id);
  });

  it('drops EXIF metadata', async () => {
    const jpeg = await sharp(await png(200, 100))
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Person' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await postProject(admin, validFields, {
      image: [file(jpeg, 'photo.jpg', 'image/jpeg')],
    });
    expect(response.status).toBe(201);
    const { data } = await jsonOf<{ data: Project }>(response);
    expect((await imageWidth(data.image)).exif).toBeUndefined();
  });

  it('an In Complete project keeps no end date', async () => {
    const { response, body } = await createProject({ ...validFields, status: 'In Complete' }, 0);
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
    const { title, purpose } = validFields;
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
    const { response, body } = await createProject({ ...validFields, [field]: value }, 1);
    expect(response.status).toBe(400);
    expect(body.error?.fields?.[field]).toBe(message);
    expect(await projectState()).toEqual(before);
  });
});

describe('hostile uploads: 4xx, nothing written, no file left', () => {
  async function expectRefused(form: FormData | string, status: number, contentType?: string) {
    const before = await projectState();
    const response = await api('/projects', {
      method: 'POST',
      headers: { ...admin.bearer, ...(contentType ? { 'Content-Type': contentType } : {}) },
      ...(typeof form === 'string' ? { body: form } : { form }),
    });
    expect(response.status).toBe(status);
    expect(await projectState()).toEqual(before);
    return jsonOf<{ error: { code: string; fields?: Record<string, string> } }>(response);
  }

  it('a 6 MB image: 413', async () => {
    const big = Buffer.concat([await png(), randomBytes(6 * 1024 * 1024)]);
    const body = await expectRefused(multipart(validFields, { image: [file(big, 'big.png')] }), 413);
    expect(body.error.fields?.image).toBe(M.imageTooLarge);
  });

  it('a text file named .png: 415', async () => {
    const body = await expectRefused(
      multipart(validFields, { image: [file('just some text', 'notes.png')] }),
      415,
    );
    expect(body.error.fields?.image).toBe(M.imageType);
  });

  it('an SVG carrying a script: 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await expectRefused(multipart(validFields, { image: [file(svg, 'logo.svg', 'image/svg+xml')] }), 415);
  });

  it('a screenshot that is not an image, after a valid main image: 415', async () => {
    const form = multipart(validFields, {
      image: [await pngFile('ok.png')],
      screenshots: [await pngFile('ok2.png'), file('%PDF-1.4', 'doc.png')],
    });
    const body = await expectRefused(form, 415);
    expect(body.error.fields?.screenshots).toBe(M.imageType);
  });

  it('an image whose bytes start right but do not decode: 400', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 40), randomBytes(200)]);
    await expectRefused(multipart(validFields, { image: [file(broken, 'broken.png')] }), 400);
  });

  it('a 1 MB title: 413', async () => {
    const form = multipart(
      { ...validFields, title: 't'.repeat(1024 * 1024) },
      { image: [await pngFile('a.png')] },
    );
    await expectRefused(form, 413);
  });

  it('more than 10 screenshots: 400', async () => {
    const shots = await Promise.all(Array.from({ length: 11 }, (_, i) => pngFile(`s${i}.png`)));
    const form = multipart(validFields, { image: [await pngFile('a.png')], screenshots: shots });
    await expectRefused(form, 400);
  });

  it('JSON where multipart is expected: 415', async () => {
    await expectRefused(JSON.stringify(validFields), 415, 'application/json');
  });

  it('a truncated multipart body: 400', async () => {
    const boundary = 'xBoundary42';
    const truncated = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="title"',
      '',
      'Cut short',
      `--${boundary}`,
      'Content-Disposition: form-data; name="image"; filename="a.png"',
      'Content-Type: image/png',
      '',
      '\x89PNG partial',
    ].join('\r\n');
    await expectRefused(truncated, 400, `multipart/form-data; boundary=${boundary}`);
  });
});

describe('PUT /projects/{id}', () => {
  it('updates fields, answers modifiedCount 1, then 0 when nothing changes', async () => {
    const { body } = await createProject();
    const project = body.data!;
    const update = { ...validFields, status: 'In Complete', priority: '42' };
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
      form: multipart({ ...validFields, priority: '' }),
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
    const response = await api(`/projects/${project._id}`, {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart(
        { ...validFields, priority: '5', keepScreenshots: [keep!] },
        { image: [await pngFile('new.png', 300, 200)], screenshots: [await pngFile('new-shot.png')] },
      ),
    });
    expect(response.status).toBe(200);
    const { data } = await jsonOf<{ data: Project }>(response);
    expect(data.image).not.toBe(project.image);
    expect(data.screenshots).toHaveLength(2);
    expect(data.screenshots[0]).toBe(keep);

    const files = await storedFiles(`projects/${project._id}/`);
    expect(files).toHaveLength(4);
    expect(files).not.toContain(storagePathOf(project.image));
    expect(files).not.toContain(storagePathOf(project.thumbnail));
    expect(files).not.toContain(storagePathOf(drop!));
    expect(files).toContain(storagePathOf(data.image));
  });

  it('one empty keepScreenshots value keeps none of the current screenshots (the dashboard sends that)', async () => {
    const { body } = await createProject();
    const project = body.data!;
    const response = await api(`/projects/${project._id}`, {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart({ ...validFields, priority: '5', keepScreenshots: [''] }),
    });
    expect(response.status).toBe(200);
    const { data } = await jsonOf<{ data: Project }>(response);
    expect(data.screenshots).toEqual([]);
    const files = await storedFiles(`projects/${project._id}/`);
    for (const url of project.screenshots) expect(files).not.toContain(storagePathOf(url));
  });

  it('404 for an unknown project', async () => {
    const response = await api('/projects/nope-nope', {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart({ ...validFields, priority: '1' }),
    });
    expect(response.status).toBe(404);
  });
});

describe('DELETE /projects/{id}', () => {
  it('removes the project and its files', async () => {
    const { body } = await createProject();
    const id = body.data!._id;
    expect(await storedFiles(`projects/${id}/`)).not.toHaveLength(0);

    const response = await api(`/projects/${id}`, { method: 'DELETE', headers: admin.bearer });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ result: { deletedCount: 1 } });
    expect(await storedFiles(`projects/${id}/`)).toEqual([]);
    expect((await api(`/projects/${id}`)).status).toBe(404);
    expect((await api(`/projects/${id}`, { method: 'DELETE', headers: admin.bearer })).status).toBe(404);
  });
});
