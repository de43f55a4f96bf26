import { type Project } from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { auth } from './backend';
import { nextWholeSecond } from '../support/clock';

let admin: TestAccount;
let user: TestAccount;

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
});

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
    await nextWholeSecond();
    await auth.revokeRefreshTokens(revoked.uid);
    expect((await api('/projects', { headers: revoked.bearer })).status).toBe(401);
  });
});
