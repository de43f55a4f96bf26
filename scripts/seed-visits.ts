// The demo's visit statistics: plausible daily counts (more on weekdays, a slow rise, most visitors on the home
// page and the best projects), the same every time for the same days, so that the seed can be run again.
import { addDays, DEVICE_CLASSES, DIRECT_REFERRER, type DeviceClass } from '@portfolio/common';
import type { VisitDay } from '../functions/src/data/visit-stats';

/** Days of statistics the seed writes, ending yesterday: the 90-day range and the 90 days before it. */
export const SEEDED_VISIT_DAYS = 180;

const PAGE_WEIGHTS: [string, number][] = [
  ['/', 30],
  ['/projects/all', 14],
  ['/about', 8],
  ['/services', 5],
  ['/want', 4],
];
const REFERRER_WEIGHTS: [string, number][] = [
  [DIRECT_REFERRER, 40],
  ['google.com', 22],
  ['linkedin.com', 16],
  ['github.com', 12],
  ['x.com', 5],
  ['dev.to', 3],
  ['bing.com', 2],
];
const DEVICE_WEIGHTS: [DeviceClass, number][] = [
  ['desktop', 57],
  ['phone', 37],
  ['tablet', 6],
];

/** A small deterministic generator (mulberry32) seeded by the day, so each day's numbers are always the same. */
function randomOf(day: string): () => number {
  let state = [...day].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 2654435761), 7) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(weights: [T, number][], random: () => number): T {
  let left = random() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weights) {
    left -= weight;
    if (left < 0) return value;
  }
  // Rounding may leave a sliver past the last weight: it is the last value's.
  return (weights.at(-1) as [T, number])[0];
}

function increment(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** The demo statistics of the `days` days before `today`, with views of these projects' pages (first = most). */
export function demoVisitDays(
  today: string,
  projectIds: readonly string[],
  days = SEEDED_VISIT_DAYS,
): VisitDay[] {
  const pages: [string, number][] = [
    ...PAGE_WEIGHTS,
    ...projectIds.map((id, index): [string, number] => [`/project/${id}`, Math.max(1, 9 - index)]),
  ];
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(today, index - days);
    const random = randomOf(day);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const trend = 1 + index / days;
    const views = Math.round((weekend ? 14 : 26) * trend * (0.75 + random() * 0.5));
    const counts: VisitDay = { day, views, pages: {}, referrers: {}, devices: {} };
    for (let view = 0; view < views; view++) {
      increment(counts.pages, pick(pages, random));
      increment(counts.referrers, pick(REFERRER_WEIGHTS, random));
      increment(counts.devices, pick(DEVICE_WEIGHTS, random));
    }
    for (const device of DEVICE_CLASSES) counts.devices[device] ??= 0;
    return counts;
  });
}
