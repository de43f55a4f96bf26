// Visit statistics: a public page's beacon counts one view into the day's counts, unless the visitor asks not to be
// counted, is not a person's browser, is the owner, or sends what no page sends; the owner reads the counts.
import { COLLECTIONS, utcDay, VISIT_STATS_RETENTION_MONTHS, type Project } from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { db } from './backend';
import { startInProcessApi } from './in-process-api';
import { projectsMadeHere } from './fixtures';
import { VIEW_BURST } from '../../functions/src/routes/visits';
import { afterBurstWindow, referrerViews, sendView, today, viewsOf, visitStats } from './views';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let admin: TestAccount;
let visitor: TestAccount;
let project: Project;
let projectPath: string;
const made = projectsMadeHere(() => admin);

beforeAll(async () => {
  [admin, visitor] = await Promise.all([createAccount({ admin: true }), createAccount()]);
  project = await made.added({ title: 'Counted project' });
  projectPath = `/project/${project._id}`;
});

const stats = (days = 7) => visitStats(admin, days);

describe('a view', () => {
  it('counts once: today, its page with the project’s title, its referrer and its device', async () => {
    const before = await stats();
    const response = await sendView({ path: projectPath, referrer: 'www.Counted-Referrer.com' });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();

    const after = await stats();
    expect(viewsOf(after, projectPath)).toBe(viewsOf(before, projectPath) + 1);
    expect(after.pages.find((page) => page.path === projectPath)).toMatchObject({
      title: 'Counted project',
      projectId: project._id,
    });
    expect(today(after).views).toBe(today(before).views + 1);
    expect(referrerViews(after, 'counted-referrer.com')).toBe(1);
    expect(after.devices.desktop).toBe(before.devices.desktop + 1);
  });

  it('from a phone counts as a phone; without a referrer it is direct, from the site itself no arrival', async () => {
    await afterBurstWindow();
    const before = await stats();
    expect((await sendView({ path: '/about' }, { 'User-Agent': IPHONE })).status).toBe(204);
    expect((await sendView({ path: '/about', referrer: '127.0.0.1' })).status).toBe(204);
    const after = await stats();
    expect(after.devices.phone).toBe(before.devices.phone + 1);
    expect(viewsOf(after, '/about')).toBe(viewsOf(before, '/about') + 2);
    expect(referrerViews(after, 'direct')).toBe(referrerViews(before, 'direct') + 1);
    expect(after.referrers.map((referrer) => referrer.host)).not.toContain('127.0.0.1');
  });

  it('stores daily counts only, removed 13 months after their day', async () => {
    const day = utcDay(Date.now());
    const snapshot = await db.collection(COLLECTIONS.visitStats).where('day', '==', day).get();
    expect(snapshot.size).toBeGreaterThan(0);
    for (const document of snapshot.docs) {
      // Counts only (a shard that took views within the site only has no referrers yet).
      expect(['day', 'devices', 'expiresAt', 'languages', 'pages', 'referrers', 'views']).toEqual(
        expect.arrayContaining(Object.keys(document.data())),
      );
      const expiry = document.get('expiresAt').toDate() as Date;
      const expected = new Date(`${day}T00:00:00Z`);
      expected.setUTCDate(expected.getUTCDate() + 1);
      expected.setUTCMonth(expected.getUTCMonth() + VISIT_STATS_RETENTION_MONTHS);
      expect(expiry.toISOString()).toBe(expected.toISOString());
    }
  });
});

describe('not counted', () => {
  it.each([
    [
      'a crawler',
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    [
      'a link preview',
      { 'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
    ],
    [
      'a headless browser',
      {
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36',
      },
    ],
    ['a script', { 'User-Agent': 'curl/8.5.0' }],
    ['Global Privacy Control', { 'Sec-GPC': '1' }],
    ['Do Not Track', { DNT: '1' }],
  ])('%s: answered, not counted', async (_name, headers) => {
    const before = await stats();
    expect((await sendView({ path: projectPath }, headers)).status).toBe(204);
    expect(viewsOf(await stats(), projectPath)).toBe(viewsOf(before, projectPath));
  });

  it('the signed-in owner’s own view; a signed-in visitor’s counts', async () => {
    await afterBurstWindow();
    const before = await stats();
    expect((await sendView({ path: projectPath }, admin.bearer)).status).toBe(204);
    expect(viewsOf(await stats(), projectPath)).toBe(viewsOf(before, projectPath));
    expect((await sendView({ path: projectPath }, visitor.bearer)).status).toBe(204);
    expect(viewsOf(await stats(), projectPath)).toBe(viewsOf(before, projectPath) + 1);
  });

  it('an unknown path, a draft’s page, the dashboard, or no path: refused, nothing written', async () => {
    const draft = await made.added({ title: 'Uncounted draft', published: 'false' });
    const before = await stats();
    // A project's page that shows none answers 404, as the page does; a path of no public page is a bad beacon.
    for (const path of ['/project/no-such-project', `/project/${draft._id}`]) {
      expect((await sendView({ path })).status, path).toBe(404);
    }
    for (const path of ['/nowhere', '/dashboard', '/api/stats']) {
      expect((await sendView({ path })).status, path).toBe(400);
    }
    for (const body of ['not json', '{}', JSON.stringify({ path: 42 }), JSON.stringify({ path: 'about' })]) {
      const response = await sendView(body);
      expect(response.status, body).toBe(400);
      expect((await jsonOf<{ error: { fields: object } }>(response)).error.fields).toHaveProperty('path');
    }
    const after = await stats();
    expect(today(after).views).toBe(today(before).views);
    expect(after.pages.map((page) => page.path)).not.toContain('/nowhere');
  });

  it('a 10 KB body, as text or as JSON: 413, nothing written', async () => {
    const before = await stats();
    const long = { path: '/about', referrer: 'a'.repeat(10 * 1024) };
    expect((await sendView(long)).status).toBe(413);
    expect((await sendView(long, {}, 'application/json')).status).toBe(413);
    expect(today(await stats()).views).toBe(today(before).views);
  });

  // On the API's app run here: the Functions emulator answers one request at a time, slower than any burst.
  it('a burst of 50 from one address: a few count, the rest are refused', async () => {
    const inProcess = await startInProcessApi();
    try {
      const before = await stats();
      const started = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () => sendView({ path: projectPath }, {}, undefined, inProcess.base)),
      );
      // The limit holds per window: on a quiet machine the burst fits in one; on a busy one it may span more.
      const windows = Math.ceil((performance.now() - started) / VIEW_BURST.windowMs);
      const counted = statuses.filter((response) => response.status === 204).length;
      expect(counted).toBeGreaterThan(0);
      expect(counted).toBeLessThanOrEqual(VIEW_BURST.max * windows);
      expect(statuses.filter((response) => response.status === 429)).toHaveLength(50 - counted);
      expect(viewsOf(await stats(), projectPath)).toBe(viewsOf(before, projectPath) + counted);
    } finally {
      await inProcess.close();
    }
  });
});

describe('the statistics', () => {
  it('are the owner’s only', async () => {
    expect((await api('/stats?days=7')).status).toBe(401);
    expect((await api('/stats?days=7', { headers: visitor.bearer })).status).toBe(403);
  });

  it('come for 7, 30 or 90 days, each beside the range before; another range is refused', async () => {
    for (const days of [7, 30, 90] as const) {
      const result = await stats(days);
      expect(result.days).toBe(days);
      expect(result.daily).toHaveLength(days);
      expect(today(result).date).toBe(utcDay(Date.now()));
      // The seed's demo statistics fill both ranges.
      expect(result.totals.views).toBeGreaterThan(0);
      expect(result.totals.previousViews).toBeGreaterThan(0);
      const [first] = result.daily;
      expect(first && first.previousDate < first.date).toBe(true);
    }
    const refused = await api('/stats?days=14', { headers: admin.bearer });
    expect(refused.status).toBe(400);
    expect((await jsonOf<{ error: { fields: object } }>(refused)).error.fields).toHaveProperty('days');
  });

  it('are never cached', async () => {
    const response = await api('/stats?days=7', { headers: admin.bearer });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
