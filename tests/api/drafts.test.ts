import type { Project } from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, postProject } from './api-client';
import { multipart } from './uploads';

const SEEDED_DRAFT = 'seed-portfolio-v2';

let admin: TestAccount;
let user: TestAccount;

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
});

const fields = {
  title: 'Draft test project',
  purpose: 'Drafts',
  category: 'python-project',
  type: 'Backend',
  status: 'In Complete',
  startDate: '2026-01-01',
  technologies: 'Python',
  description: 'Made by the drafts tests.',
};

async function publicIds(): Promise<string[]> {
  const lists = await Promise.all([
    jsonOf<Project[]>(await api('/best-projects')),
    jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=all')),
    jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=python-project')),
    jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=web-dev-project')),
  ]);
  return lists.flat().map((project) => project._id);
}

describe('drafts', () => {
  it('the seeded draft is in no public answer', async () => {
    expect(await publicIds()).not.toContain(SEEDED_DRAFT);
    expect((await api(`/projects/${SEEDED_DRAFT}`)).status).toBe(404);
    expect((await api(`/projects/${SEEDED_DRAFT}`, { headers: user.bearer })).status).toBe(404);
  });

  it('the admin sees it, privately, and in the dashboard list', async () => {
    const response = await api(`/projects/${SEEDED_DRAFT}`, { headers: admin.bearer });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await jsonOf(response)).toMatchObject({ _id: SEEDED_DRAFT, published: false });
    const all = await jsonOf<Project[]>(await api('/projects', { headers: admin.bearer }));
    expect(all.map((project) => project._id)).toContain(SEEDED_DRAFT);
  });

  it('"Publish now" off makes a draft; publishing shows it; an edit keeps the state it does not send', async () => {
    const created = await postProject(admin, { ...fields, published: 'false' });
    expect(created.status).toBe(201);
    const { data } = await jsonOf<{ data: Project }>(created);
    expect(data.published).toBe(false);
    expect(await publicIds()).not.toContain(data._id);

    const edited = await api(`/projects/${data._id}`, {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart({ ...fields, title: 'Still a draft', priority: '3' }),
    });
    expect(await jsonOf(edited)).toMatchObject({ result: { modifiedCount: 1 }, data: { published: false } });

    const published = await api(`/projects/${data._id}`, {
      method: 'PATCH',
      headers: admin.bearer,
      json: { published: true },
    });
    expect(await jsonOf(published)).toEqual({ result: { modifiedCount: 1 } });
    expect(await publicIds()).toContain(data._id);
    expect((await api(`/projects/${data._id}`)).status).toBe(200);

    const again = await api(`/projects/${data._id}`, {
      method: 'PATCH',
      headers: admin.bearer,
      json: { published: true },
    });
    expect(await jsonOf(again)).toEqual({ result: { modifiedCount: 0 } });
  });

  it('publishing is the admin’s alone, and takes a boolean', async () => {
    expect(
      (await api(`/projects/${SEEDED_DRAFT}`, { method: 'PATCH', json: { published: true } })).status,
    ).toBe(401);
    const byUser = await api(`/projects/${SEEDED_DRAFT}`, {
      method: 'PATCH',
      headers: user.bearer,
      json: { published: true },
    });
    expect(byUser.status).toBe(403);
    const invalid = await api(`/projects/${SEEDED_DRAFT}`, {
      method: 'PATCH',
      headers: admin.bearer,
      json: { published: 'yes' },
    });
    expect(invalid.status).toBe(400);
    expect(await publicIds()).not.toContain(SEEDED_DRAFT);
  });
});
