// What a view's beacon may add to the statistics: a page under its one canonical path, a source only when it is a
// public site, a bounded number of each per day; and bursts counted per network.
import { COLLECTIONS, OTHER_VISITS, type Project } from '@portfolio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { jsonOf } from './api-client';
import { db } from './backend';
import { projectsMadeHere } from './fixtures';
import { startInProcessApi } from './in-process-api';
import { afterBurstWindow, referrerViews, sendView, viewsOf, visitStats } from './views';

const { countView, MAX_DISTINCT_PER_DAY, VISIT_STATS_SHARDS } =
  await import('../../functions/src/data/visit-stats');

let admin: TestAccount;
let project: Project;
const made = projectsMadeHere(() => admin);

beforeAll(async () => {
  admin = await createAccount({ admin: true });
  project = await made.added({ title: 'Canonically counted' });
});

describe('the page of a view', () => {
  it('in any percent-encoding counts as the page itself, listed once', async () => {
    const path = `/project/${project._id}`;
    const [first = '', ...rest] = project._id;
    const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
    const before = await visitStats(admin);
    for (const variant of [`/project/${hex(first)}${rest.join('')}`, `/%70roject/${project._id}`]) {
      expect((await sendView({ path: variant })).status, variant).toBe(204);
    }
    expect((await sendView({ path: '/%61bout' })).status).toBe(204);
    const after = await visitStats(admin);
    expect(viewsOf(after, path)).toBe(viewsOf(before, path) + 2);
    expect(viewsOf(after, '/about')).toBe(viewsOf(before, '/about') + 1);
    expect(after.pages.filter((page) => page.path.includes('%'))).toEqual([]);
  });

  it('that does not decode, or is no public page’s, is a 400 naming the path; nothing is counted', async () => {
    await afterBurstWindow();
    const before = await visitStats(admin);
    for (const path of ['/project/%', '/%E0%A4%A', '/about/', '/%2Fabout', `/project/${project._id}/x`]) {
      const response = await sendView({ path });
      expect(response.status, path).toBe(400);
      expect((await jsonOf<{ error: { fields: object } }>(response)).error.fields).toHaveProperty('path');
    }
    expect((await visitStats(admin)).totals).toEqual(before.totals);
  });
});

describe('the source of a view', () => {
  it('is counted only when it is a public site; any other is a direct visit', async () => {
    await afterBurstWindow();
    const hosts = ['constructor', 'buy-cheap-pills-now.example', '203.0.113.9'];
    const before = await visitStats(admin);
    for (const referrer of hosts) {
      expect((await sendView({ path: '/about', referrer })).status, referrer).toBe(204);
    }
    const after = await visitStats(admin);
    for (const host of hosts) expect(referrerViews(after, host), host).toBe(0);
    expect(referrerViews(after, 'direct')).toBe(referrerViews(before, 'direct') + hosts.length);
  });
});

describe('a day’s distinct pages and sources', () => {
  // A day long past, which no range of the statistics reaches: written and removed here.
  const DAY = '2001-02-03';
  const perShard = MAX_DISTINCT_PER_DAY / VISIT_STATS_SHARDS;
  const shards = Array.from({ length: VISIT_STATS_SHARDS }, (_, shard) =>
    db.collection(COLLECTIONS.visitStats).doc(`${DAY}_${shard}`),
  );
  const full = (key: (index: number) => string) =>
    Object.fromEntries(Array.from({ length: perShard }, (_, index) => [key(index), 1]));

  afterAll(() => Promise.all(shards.map((shard) => shard.delete())));

  it('are bounded: once a day keeps as many as it may, a new one counts as other, a kept one as itself', async () => {
    await Promise.all(
      shards.map((shard) =>
        shard.set({
          day: DAY,
          views: perShard,
          pages: full((index) => `/project/p${index}`),
          referrers: full((index) => `site-${index}.com`),
        }),
      ),
    );
    await countView({
      day: DAY,
      path: '/project/new',
      referrer: 'new-site.com',
      device: 'desktop',
      language: 'default',
    });
    await countView({
      day: DAY,
      path: '/project/p1',
      referrer: 'site-1.com',
      device: 'desktop',
      language: 'default',
    });

    const stored = (await Promise.all(shards.map((shard) => shard.get()))).map((shard) => shard.data()!);
    const sum = (field: 'pages' | 'referrers', key: string) =>
      stored.reduce((total, data) => total + (Number((data[field] as Record<string, number>)[key]) || 0), 0);
    expect(sum('pages', '/project/new')).toBe(0);
    expect(sum('referrers', 'new-site.com')).toBe(0);
    expect(sum('pages', OTHER_VISITS)).toBe(1);
    expect(sum('referrers', OTHER_VISITS)).toBe(1);
    expect(sum('pages', '/project/p1')).toBe(VISIT_STATS_SHARDS + 1);
    expect(sum('referrers', 'site-1.com')).toBe(VISIT_STATS_SHARDS + 1);
    for (const data of stored) {
      expect(Object.keys(data.pages as object).length).toBeLessThanOrEqual(perShard + 1);
    }
  });
});

// On the API's app run here, which trusts the forwarded address as Hosting's (the Functions emulator sees none).
describe('a burst of views', () => {
  it('from the addresses of one IPv6 /64 is limited as one client', async () => {
    const inProcess = await startInProcessApi();
    const path = `/project/${project._id}`;
    try {
      const statuses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          sendView(
            { path },
            { 'X-Forwarded-For': `2001:db8:41:7::${(index + 1).toString(16)}, 10.0.0.1` },
            undefined,
            inProcess.base,
          ).then((response) => response.status),
        ),
      );
      const counted = statuses.filter((status) => status === 204).length;
      expect(counted).toBeGreaterThan(0);
      expect(counted).toBeLessThanOrEqual(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(12 - counted);
    } finally {
      await inProcess.close();
    }
  });
});
