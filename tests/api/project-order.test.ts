import { COLLECTIONS, MAX_ORDERED_PROJECTS, type Project } from '@portfolio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ORDER_MESSAGES as M } from '../../functions/src/routes/project-order-body';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { db } from './backend';

let admin: TestAccount;
let user: TestAccount;
/** Every project's priority before these tests, written back after them (the browser suites expect the seed's). */
let priorities: Map<string, unknown>;

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
  const snapshot = await db.collection(COLLECTIONS.projects).get();
  priorities = new Map(snapshot.docs.map((doc) => [doc.id, doc.get('priority') as unknown]));
});

afterAll(async () => {
  const batch = db.batch();
  for (const [id, priority] of priorities)
    batch.update(db.collection(COLLECTIONS.projects).doc(id), { priority });
  await batch.commit();
});

/** The admin's list (drafts included), in the API's order. */
async function dashboardIds(): Promise<string[]> {
  const projects = await jsonOf<Project[]>(await api('/projects', { headers: admin.bearer }));
  return projects.map((project) => project._id);
}

async function storedPriorities(): Promise<Map<string, number>> {
  const snapshot = await db.collection(COLLECTIONS.projects).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.get('priority') as number]));
}

function reorder(ids: unknown, headers: Record<string, string> = admin.bearer): Promise<Response> {
  return api('/projects/order', { method: 'PUT', headers, json: { ids } });
}

describe('PUT /projects/order', () => {
  it('gives priorities 1..n in the order sent, and the public list follows at once', async () => {
    const reversed = (await dashboardIds()).reverse();
    const response = await reorder(reversed);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { result } = await jsonOf<{ result: { modifiedCount: number } }>(response);
    expect(result.modifiedCount).toBeGreaterThan(0);

    expect(await dashboardIds()).toEqual(reversed);
    const stored = await storedPriorities();
    expect(reversed.map((id) => stored.get(id))).toEqual(reversed.map((_, index) => index + 1));

    const publicList = await jsonOf<Project[]>(await api('/filterd-projects?categoryOfProject=all'));
    const published = new Set(publicList.map((project) => project._id));
    expect(publicList.map((project) => project._id)).toEqual(reversed.filter((id) => published.has(id)));

    // The same order again changes nothing.
    const again = await jsonOf<{ result: { modifiedCount: number } }>(await reorder(reversed));
    expect(again.result.modifiedCount).toBe(0);
  });

  it.each([
    ['no ids', {}, M.notAList],
    ['ids not an array', { ids: 'a,b' }, M.notAList],
    ['a number among the ids', { ids: ['seed-shopfront', 7] }, M.notAnId(1)],
    ['a path among the ids', { ids: ['../users/x'] }, M.notAnId(0)],
    ['a duplicate', { ids: ['seed-shopfront', 'seed-shopfront'] }, M.duplicate('seed-shopfront')],
    ['too many ids', { ids: Array.from({ length: MAX_ORDERED_PROJECTS + 1 }, (_, i) => `p${i}`) }, M.tooMany],
  ])('400 for %s, and nothing changes', async (_, body, message) => {
    const before = await storedPriorities();
    const response = await api('/projects/order', { method: 'PUT', headers: admin.bearer, json: body });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({
      error: { code: 'validation_failed', fields: { ids: message } },
    });
    expect(await storedPriorities()).toEqual(before);
  });

  it('409 when the ids are not exactly the stored projects, and nothing changes', async () => {
    const ids = await dashboardIds();
    const before = await storedPriorities();
    for (const wrong of [ids.slice(1).reverse(), [...ids, 'no-such-project'].reverse(), []]) {
      const response = await reorder(wrong);
      expect(response.status).toBe(409);
      expect(await jsonOf(response)).toMatchObject({ error: { code: 'conflict', message: M.setChanged } });
    }
    expect(await storedPriorities()).toEqual(before);
  });

  it('401 without a token, 403 for a non-admin; nothing changes', async () => {
    const ids = (await dashboardIds()).reverse();
    const before = await storedPriorities();
    expect((await api('/projects/order', { method: 'PUT', json: { ids } })).status).toBe(401);
    const refused = await reorder(ids, user.bearer);
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ error: { code: 'forbidden' } });
    expect(await storedPriorities()).toEqual(before);
  });

  it('two reorders at once end in one of the two orders, never a mix', async () => {
    const ids = await dashboardIds();
    const rotated = [...ids.slice(1), ids[0]!];
    const reversed = [...ids].reverse();
    for (let round = 0; round < 3; round += 1) {
      const responses = await Promise.all([reorder(rotated), reorder(reversed)]);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const order = await dashboardIds();
      expect([rotated, reversed]).toContainEqual(order);
      const stored = await storedPriorities();
      expect(order.map((id) => stored.get(id))).toEqual(order.map((_, index) => index + 1));
    }
  });

  it('GET /projects/order is no project: 404', async () => {
    expect((await api('/projects/order')).status).toBe(404);
  });
});
