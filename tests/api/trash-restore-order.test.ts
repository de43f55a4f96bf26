// A restore from the trash puts the project back where it was, and leaves the other projects' order as it was.
import { COLLECTIONS, type Project } from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api } from './api-client';
import { db } from './backend';
import { projectsMadeHere } from './fixtures';

let admin: TestAccount;
const made = projectsMadeHere(() => admin);

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

const remove = (id: string) => api(`/projects/${id}`, { method: 'DELETE', headers: admin.bearer });
const restore = (id: string) => api(`/trash/${id}/restore`, { method: 'POST', headers: admin.bearer });
const projectDoc = (id: string) => db.doc(`${COLLECTIONS.projects}/${id}`);

describe('a restore from the trash', () => {
  it('puts the project back at its priority and leaves the others as they were', async () => {
    const projects: Project[] = [];
    for (const title of ['First of three', 'Second of three', 'Third of three']) {
      projects.push(await made.added({ title }));
    }
    const [first, second, third] = projects as [Project, Project, Project];
    expect([second.priority, third.priority]).toEqual([first.priority + 1, first.priority + 2]);

    expect((await remove(first._id)).status).toBe(200);
    expect((await restore(first._id)).status).toBe(200);
    const priorities = await Promise.all(
      projects.map(async (project) => (await projectDoc(project._id).get()).get('priority')),
    );
    expect(priorities).toEqual(projects.map((project) => project.priority));
  });
});
