import type { PublicationStatus } from '@portfolio/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from './decide';
import { keepOwnerPageFresh, publicationStatusReader, type FreshnessClock } from './watch';

const NOW = Date.parse('2026-11-26T14:00:00.000Z');
const clock: FreshnessClock = { pageAgeMs: () => 3000, now: () => NOW };
const at = (ms: number) => new Date(ms).toISOString();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A status source answering `answers` in turn (the last one again once they run out). */
function answering(...answers: (PublicationStatus | Error)[]) {
  return vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
}

describe('keepOwnerPageFresh', () => {
  it('with a publication pending: refreshes at once, polls every second, refreshes again when live, then stops', async () => {
    const revalidate = vi.fn();
    const load = answering(
      { phase: 'publishing', requested: 5, now: at(NOW) },
      { phase: 'publishing', requested: 5, now: at(NOW) },
      { phase: 'live', requested: 5, publishedAt: at(NOW), now: at(NOW) },
    );
    const stop = keepOwnerPageFresh(revalidate, load, clock);
    await vi.advanceTimersByTimeAsync(0);
    expect(revalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(revalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(revalidate).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(load).toHaveBeenCalledTimes(3);
    stop();
  });

  it('asks once and leaves a page alone that is newer than the live publication', async () => {
    const revalidate = vi.fn();
    const load = answering({ phase: 'live', requested: 5, publishedAt: at(NOW - 3_600_000), now: at(NOW) });
    keepOwnerPageFresh(revalidate, load, clock)();
    await vi.advanceTimersByTimeAsync(20 * POLL_MS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('tries a failed read again a few times, then gives up; stopping ends the polls', async () => {
    const failing = answering(new Error('offline'));
    keepOwnerPageFresh(vi.fn(), failing, clock);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failing).toHaveBeenCalledTimes(4);

    const load = answering({ phase: 'publishing', requested: 1, now: at(NOW) });
    const stop = keepOwnerPageFresh(vi.fn(), load, clock);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks again when the page comes back from the back-forward cache', async () => {
    const load = answering({ phase: 'live', requested: 5, publishedAt: at(NOW - 3_600_000), now: at(NOW) });
    const stop = keepOwnerPageFresh(vi.fn(), load, clock);
    await vi.advanceTimersByTimeAsync(0);
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('publicationStatusReader', () => {
  it("asks GET /api/publication with the admin's token, never from a cache; signed out, it asks nothing", async () => {
    const fetched = vi.fn(async (..._args: unknown[]) => Response.json({ phase: 'live' }));
    vi.stubGlobal('fetch', fetched);
    expect(await publicationStatusReader(async () => 'token-1')()).toEqual({ phase: 'live' });
    expect(fetched).toHaveBeenCalledWith('/api/publication', {
      headers: { Authorization: 'Bearer token-1' },
      cache: 'no-store',
    });
    await expect(publicationStatusReader(async () => undefined)()).rejects.toThrow('Signed out');
    fetched.mockResolvedValueOnce(new Response('{}', { status: 403 }));
    await expect(publicationStatusReader(async () => 'token-1')()).rejects.toThrow('403');
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
