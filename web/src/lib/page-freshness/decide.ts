import type { PublicationStatus } from '@portfolio/common';

/**
 * How long before this page's load a publication that went live may still have left it stale: the function's pages
 * (a path without a file) and the public API's answers may be kept by the CDN for 5 minutes (`s-maxage=300`), and a
 * page file may have been fetched just before its new version went live. Plus clocks that disagree by a few
 * seconds. Generous on purpose: a needless revalidation costs the owner one read, a missed one a stale page.
 */
export const STALE_WINDOW_MS = 300_000 + 10_000;

/** How often the owner's page asks while a publication is pending: every second, then less often if it lasts. */
export const POLL_MS = 1000;
export const SLOW_POLL_MS = 5000;
/** Polls at POLL_MS before slowing down (a publication that fails is retried for minutes). */
export const FAST_POLLS = 60;

/** What the watch remembers between answers. */
export interface WatchState {
  /** Answers read so far. */
  answers: number;
  /** The change count the page's data was last asked at, once it was revalidated. */
  revalidatedAt?: number;
  /** Whether a publication was pending at the last answer. */
  pending: boolean;
}

export const INITIAL_WATCH: WatchState = { answers: 0, pending: false };

export interface WatchStep {
  /** Ask the page's data again now. */
  revalidate: boolean;
  /** Ask GET /publication again after this many ms; undefined: the watch ends. */
  pollInMs?: number;
  state: WatchState;
}

/**
 * Whether a page loaded `pageAgeMs` before the answer may predate the live publication: its load, on the server's
 * clock (`now`, else the browser's), is compared with `publishedAt`, generously (STALE_WINDOW_MS).
 */
export function mayPredateLivePublication(
  status: PublicationStatus,
  pageAgeMs: number,
  browserNow: number,
): boolean {
  if (status.publishedAt === undefined) return false;
  const now = status.now === undefined ? browserNow : Date.parse(status.now);
  const publishedAt = Date.parse(status.publishedAt);
  if (Number.isNaN(now) || Number.isNaN(publishedAt)) return true;
  return publishedAt > now - pageAgeMs - STALE_WINDOW_MS;
}

/**
 * The next step after an answer of GET /publication:
 * - pending (publishing or retrying): the page's file may predate the change, so the data is asked again from the
 *   API, which has it already; again whenever the change count grows; and polled until live;
 * - live after a pending answer: asked once more (the change the file lacked is in it now, whatever came between),
 *   and the watch ends;
 * - live at the first answer: asked again only if the page may predate that publication (see above); the watch ends.
 */
export function nextWatchStep(
  state: WatchState,
  status: PublicationStatus,
  { pageAgeMs, browserNow }: { pageAgeMs: number; browserNow: number },
): WatchStep {
  const answers = state.answers + 1;
  const requested = status.requested ?? Number.NaN;
  if (status.phase !== 'live') {
    // NaN (an answer without the count) never equals: each pending answer of such an API revalidates.
    const revalidate = !state.pending || state.revalidatedAt !== requested;
    return {
      revalidate,
      pollInMs: answers <= FAST_POLLS ? POLL_MS : SLOW_POLL_MS,
      state: { answers, pending: true, revalidatedAt: revalidate ? requested : state.revalidatedAt },
    };
  }
  const revalidate = state.pending || mayPredateLivePublication(status, pageAgeMs, browserNow);
  return { revalidate, state: { answers, pending: false, revalidatedAt: state.revalidatedAt } };
}
