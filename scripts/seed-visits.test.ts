import { describe, expect, it } from 'vitest';
import { demoVisitDays, SEEDED_VISIT_DAYS } from './seed-visits';

const sum = (counts: Record<string, number | undefined>) =>
  Object.values(counts).reduce<number>((total, count) => total + (count ?? 0), 0);

describe('the demo visit statistics', () => {
  const days = demoVisitDays('2026-11-25', ['seed-shopfront', 'seed-taskboard']);

  it('cover the days before today, oldest first', () => {
    expect(days).toHaveLength(SEEDED_VISIT_DAYS);
    expect(days[0]?.day).toBe('2026-05-29');
    expect(days.at(-1)?.day).toBe('2026-11-24');
  });

  it('count each view once per page, referrer and device', () => {
    for (const day of days) {
      expect(day.views).toBeGreaterThan(0);
      expect(sum(day.pages)).toBe(day.views);
      expect(sum(day.referrers)).toBe(day.views);
      expect(sum(day.devices)).toBe(day.views);
    }
  });

  it('look like a portfolio’s: the home page most, phones and desktops, the projects’ pages too', () => {
    const total = (key: 'pages' | 'devices', name: string) =>
      days.reduce((count, day) => count + ((day[key] as Record<string, number>)[name] ?? 0), 0);
    expect(total('pages', '/')).toBeGreaterThan(total('pages', '/about'));
    expect(total('pages', '/project/seed-shopfront')).toBeGreaterThan(0);
    expect(total('devices', 'desktop')).toBeGreaterThan(total('devices', 'tablet'));
    expect(total('devices', 'phone')).toBeGreaterThan(0);
  });

  it('are the same every time', () => {
    expect(demoVisitDays('2026-11-25', ['seed-shopfront', 'seed-taskboard'])).toEqual(days);
  });
});
