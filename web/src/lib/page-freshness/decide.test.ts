import type { PublicationStatus } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import {
  FAST_POLLS,
  INITIAL_WATCH,
  mayPredateLivePublication,
  nextWatchStep,
  POLL_MS,
  SLOW_POLL_MS,
  STALE_WINDOW_MS,
  type WatchState,
} from './decide';

const SERVER_NOW = Date.parse('2026-11-26T14:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
/** A page loaded 4 s before the answer, in a browser whose clock is an hour behind the server's. */
const clock = { pageAgeMs: 4000, browserNow: SERVER_NOW - 3_600_000 };

const live = (publishedAgoMs: number, withNow = true): PublicationStatus => ({
  phase: 'live',
  publishedAt: iso(SERVER_NOW - publishedAgoMs),
  requested: 7,
  ...(withNow && { now: iso(SERVER_NOW) }),
});
const pending = (requested: number): PublicationStatus => ({
  phase: 'publishing',
  requested,
  now: iso(SERVER_NOW),
});

/** The steps after each answer in turn. */
function run(answers: PublicationStatus[]) {
  let state: WatchState = INITIAL_WATCH;
  return answers.map((status) => {
    const step = nextWatchStep(state, status, clock);
    state = step.state;
    return { revalidate: step.revalidate, pollInMs: step.pollInMs };
  });
}

describe('mayPredateLivePublication', () => {
  it("compares the page's load with the publication on the server's clock, generously", () => {
    // Live long before the page (and before anything the CDN may still keep): fresh, whatever the browser's clock.
    expect(mayPredateLivePublication(live(4000 + STALE_WINDOW_MS + 1000), 4000, clock.browserNow)).toBe(
      false,
    );
    // Live after the page loaded, or within the CDN's window before it: maybe stale.
    expect(mayPredateLivePublication(live(1000), 4000, clock.browserNow)).toBe(true);
    expect(mayPredateLivePublication(live(60_000), 4000, clock.browserNow)).toBe(true);
  });

  it("uses the browser's clock when the API gives none, and says stale when a time cannot be read", () => {
    expect(mayPredateLivePublication(live(1000, false), 4000, SERVER_NOW)).toBe(true);
    expect(mayPredateLivePublication(live(STALE_WINDOW_MS + 10_000, false), 4000, SERVER_NOW)).toBe(false);
    expect(mayPredateLivePublication({ phase: 'live', publishedAt: 'soon' }, 4000, SERVER_NOW)).toBe(true);
    // Never published (an empty site): nothing the page could predate.
    expect(mayPredateLivePublication({ phase: 'live' }, 4000, SERVER_NOW)).toBe(false);
  });
});

describe('nextWatchStep', () => {
  it('leaves a page alone that was loaded well after the last publication: one read, no refresh', () => {
    expect(run([live(STALE_WINDOW_MS + 60_000)])).toEqual([{ revalidate: false, pollInMs: undefined }]);
  });

  it('refreshes a page that may predate the live publication, once', () => {
    expect(run([live(2000)])).toEqual([{ revalidate: true, pollInMs: undefined }]);
  });

  it('while pending: refreshes at once, polls every second, refreshes on a new change, and once more when live', () => {
    expect(run([pending(8), pending(8), pending(9), { phase: 'retrying', requested: 9 }, live(0)])).toEqual([
      { revalidate: true, pollInMs: POLL_MS },
      { revalidate: false, pollInMs: POLL_MS },
      { revalidate: true, pollInMs: POLL_MS },
      { revalidate: false, pollInMs: POLL_MS },
      { revalidate: true, pollInMs: undefined },
    ]);
  });

  it('polls less often when a publication lasts (a failure being retried)', () => {
    const steps = run(Array.from({ length: FAST_POLLS + 2 }, () => pending(8)));
    expect(steps[FAST_POLLS - 1]?.pollInMs).toBe(POLL_MS);
    expect(steps[FAST_POLLS]?.pollInMs).toBe(SLOW_POLL_MS);
  });

  it('without a change count in the answers, refreshes at each pending answer', () => {
    expect(run([{ phase: 'publishing' }, { phase: 'publishing' }]).map((step) => step.revalidate)).toEqual([
      true,
      true,
    ]);
  });
});
