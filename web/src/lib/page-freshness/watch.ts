import type { PublicationStatus } from '@portfolio/common';
import { API_BASE } from '@/config/api';
import { PAGE_DATA_ELEMENT_ID, revalidatePageData } from '@/lib/page-data';
import { INITIAL_WATCH, nextWatchStep, POLL_MS, type WatchState } from './decide';

// Loaded for the admin only, by Firebase Auth's module once the ID token carries the claim: visitors never fetch
// this code, and their pages ask nothing for it.

/** A failed status read is tried again this many times, a little later each time, before the watch gives up. */
const MAX_FAILURES = 3;

export interface FreshnessClock {
  /** How long ago the page was loaded (its navigation started), in ms. */
  pageAgeMs(): number;
  now(): number;
}

const browserClock: FreshnessClock = { pageAgeMs: () => performance.now(), now: () => Date.now() };

/**
 * Keeps the owner's public page up to date: its file may have been served before the publication of their last
 * change went live, and nothing else would refresh it. The publication's status is asked, and the page's data
 * revalidated as `nextWatchStep` decides (polled while a publication is pending). A page restored from the
 * back-forward cache is checked again. Returns the function that stops it.
 */
export function keepOwnerPageFresh(
  revalidate: () => void,
  loadStatus: () => Promise<PublicationStatus>,
  clock: FreshnessClock = browserClock,
): () => void {
  let state: WatchState = INITIAL_WATCH;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Bumped by each (re)start and by stop, so that an answer to an earlier watch is dropped.
  let run = 0;

  const ask = (asked: number) => {
    loadStatus().then(
      (status) => {
        if (asked !== run) return;
        failures = 0;
        const step = nextWatchStep(state, status, { pageAgeMs: clock.pageAgeMs(), browserNow: clock.now() });
        state = step.state;
        if (step.revalidate) revalidate();
        if (step.pollInMs !== undefined) timer = setTimeout(() => ask(asked), step.pollInMs);
      },
      () => {
        if (asked !== run || ++failures > MAX_FAILURES) return;
        timer = setTimeout(() => ask(asked), POLL_MS * 2 ** failures);
      },
    );
  };
  const start = () => {
    clearTimeout(timer);
    state = INITIAL_WATCH;
    failures = 0;
    ask(++run);
  };
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) start();
  };

  addEventListener('pageshow', restored);
  start();
  return () => {
    run++;
    clearTimeout(timer);
    removeEventListener('pageshow', restored);
  };
}

/**
 * GET /publication with the admin's token (answered `private, no-store`). Plain fetch, not the app's API client: a
 * refusal (the claim withdrawn meanwhile) only ends the watch, and the client's module leads back to Auth's.
 */
export function publicationStatusReader(
  idToken: () => Promise<string | undefined>,
): () => Promise<PublicationStatus> {
  return async () => {
    const token = await idToken();
    if (!token) throw new Error('Signed out');
    const response = await fetch(`${API_BASE}/publication`, {
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`GET /publication answered ${response.status}`);
    return (await response.json()) as PublicationStatus;
  };
}

let watching = false;

/**
 * Starts the watch once per page, on a page that came with its data (a public page, from its file or the
 * function). A page without (the signed-in areas, the owner's usual start) has nothing served to refresh: its data
 * is only marked revalidated, so that the public pages it then opens inside the app read past the CDN's copies.
 */
export function watchOwnerPage(idToken: () => Promise<string | undefined>): void {
  if (watching) return;
  watching = true;
  if (document.getElementById(PAGE_DATA_ELEMENT_ID))
    keepOwnerPageFresh(revalidatePageData, publicationStatusReader(idToken));
  else revalidatePageData();
}
