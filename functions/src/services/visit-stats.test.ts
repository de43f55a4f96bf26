import { describe, expect, it } from 'vitest';
import type { VisitDay } from '../data/visit-stats';
import { countedPageOf, projectIdOfPath, rangeDays, summarizeVisits, TOP_REFERRERS } from './visit-stats';

function day(date: string, counts: Partial<VisitDay> = {}): VisitDay {
  return { day: date, views: 0, pages: {}, referrers: {}, devices: {}, ...counts };
}

describe('the range of days', () => {
  it('ends today and has the same number of days before it', () => {
    expect(rangeDays(7, '2026-11-25')).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      previousFrom: '2026-11-12',
      previousTo: '2026-11-18',
    });
    // Across a month and a year.
    expect(rangeDays(30, '2026-01-10').from).toBe('2025-12-12');
  });
});

describe('the summary of stored counts', () => {
  const titles = new Map([['shop', 'Shopfront']]);

  it('adds up the shards of a day, and puts each day beside the same day of the range before', () => {
    const stats = summarizeVisits(
      [
        day('2026-11-25', { views: 2 }),
        day('2026-11-25', { views: 3 }),
        day('2026-11-19', { views: 1 }),
        day('2026-11-18', { views: 4 }),
        day('2026-11-12', { views: 6 }),
        day('2026-11-11', { views: 100 }),
      ],
      7,
      '2026-11-25',
      titles,
    );
    expect(stats.daily).toHaveLength(7);
    expect(stats.daily[0]).toEqual({
      date: '2026-11-19',
      views: 1,
      previousDate: '2026-11-12',
      previousViews: 6,
    });
    expect(stats.daily[6]).toEqual({
      date: '2026-11-25',
      views: 5,
      previousDate: '2026-11-18',
      previousViews: 4,
    });
    // The day before both ranges counts in neither.
    expect(stats.totals).toEqual({ views: 6, previousViews: 10 });
  });

  it('lists pages, referrers and devices of the range only, most first; a project page with its title', () => {
    const stats = summarizeVisits(
      [
        day('2026-11-24', {
          views: 5,
          pages: { '/': 2, '/project/shop': 3 },
          referrers: { direct: 3, 'github.com': 2 },
          devices: { desktop: 4, phone: 1 },
        }),
        day('2026-11-25', {
          views: 3,
          pages: { '/project/gone': 1, '/': 2 },
          referrers: { 'linkedin.com': 3 },
          devices: { tablet: 3 },
        }),
        day('2026-11-01', {
          views: 50,
          pages: { '/about': 50 },
          referrers: { 'old.example': 50 },
          devices: { phone: 50 },
        }),
      ],
      7,
      '2026-11-25',
      titles,
    );
    expect(stats.pages).toEqual([
      { path: '/', views: 4 },
      { path: '/project/shop', views: 3, projectId: 'shop', title: 'Shopfront' },
      { path: '/project/gone', views: 1, projectId: 'gone' },
    ]);
    expect(stats.referrers).toEqual([
      { host: 'direct', views: 3 },
      { host: 'linkedin.com', views: 3 },
      { host: 'github.com', views: 2 },
    ]);
    expect(stats.devices).toEqual({ desktop: 4, phone: 1, tablet: 3 });
  });

  it('shows only the top referrers', () => {
    const referrers = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`site${i}.example`, i + 1]));
    const stats = summarizeVisits([day('2026-11-25', { referrers })], 7, '2026-11-25', titles);
    expect(stats.referrers).toHaveLength(TOP_REFERRERS);
    expect(stats.referrers[0]).toEqual({ host: 'site29.example', views: 30 });
  });

  it('is all zeros without counts', () => {
    const stats = summarizeVisits([], 30, '2026-11-25', titles);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.every((entry) => entry.views === 0 && entry.previousViews === 0)).toBe(true);
    expect(stats.devices).toEqual({ desktop: 0, phone: 0, tablet: 0 });
    expect(stats.pages).toEqual([]);
  });
});

describe('a project page path', () => {
  it('names its project; other paths none', () => {
    expect(projectIdOfPath('/project/abc123')).toBe('abc123');
    expect(projectIdOfPath('/projects/all')).toBeUndefined();
    expect(projectIdOfPath('/project/a/b')).toBeUndefined();
  });
});

describe('the page a viewed path counts as', () => {
  const pagePaths = () => ['/', '/about', '/want', '/projects/all', '/projects/web-dev-project'];

  it('is a public page by the path the app writes, however it was percent-encoded', () => {
    for (const [sent, path] of [
      ['/', '/'],
      ['/about', '/about'],
      ['/%61bout', '/about'],
      ['/%61%62%6F%75%74', '/about'],
      ['/projects/%61ll', '/projects/all'],
      ['/projects/web%2Ddev-project', '/projects/web-dev-project'],
    ]) {
      expect(countedPageOf(sent!, pagePaths), sent).toEqual({ path });
    }
  });

  it('is a project’s page by its decoded id, one path for every encoding of it', () => {
    for (const sent of [
      '/project/seed-shopfront',
      '/project/%73eed-shopfront',
      '/project/seed%2Dshopfront',
    ]) {
      expect(countedPageOf(sent, pagePaths), sent).toEqual({
        path: '/project/seed-shopfront',
        projectId: 'seed-shopfront',
      });
    }
  });

  it('is a post’s page by its decoded slug; a segment that is no slug is no post’s', () => {
    for (const sent of ['/writing/typed-handlers', '/writing/%74yped-handlers']) {
      expect(countedPageOf(sent, pagePaths), sent).toEqual({
        path: '/writing/typed-handlers',
        postSlug: 'typed-handlers',
      });
    }
    for (const sent of ['/writing/Typed', '/writing/feed.xml', '/writing/a/b', '/writing/']) {
      expect(countedPageOf(sent, pagePaths), sent).toBeUndefined();
    }
  });

  it('is none for a malformed encoding or a path of no public page', () => {
    for (const sent of [
      '/project/%',
      '/%E0%A4%A',
      '/project/%ED%A0%80',
      '/\uD800',
      '/project/',
      '/project/a/b',
      '/about/',
      '/About',
      '/about?x=1',
      '/nowhere',
      '/dashboard',
      '/api/stats',
      '/%2Fabout',
      'about',
    ]) {
      expect(countedPageOf(sent, pagePaths), sent).toBeUndefined();
    }
    expect(projectIdOfPath('/project/%')).toBeUndefined();
  });
});
