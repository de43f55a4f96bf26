import type { PublicationStatus } from '@portfolio/common';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadPublicationStatus } from './publication-requests';

/** How often the dashboard asks while a publication is under way. */
export const PUBLICATION_POLL_MS = 1000;

// Bumped by every change of public content the dashboard made: the status is watched from then on.
let changes = 0;
const listeners = new Set<() => void>();

/** Called after each write of public content succeeded: the pages are being published again. */
export function publicationRequested(): void {
  changes++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The publication's status since the dashboard's last change of public content, asked every second until the
 * change is live; undefined before any change.
 */
export function usePublicationStatus(): PublicationStatus | undefined {
  const changeCount = useSyncExternalStore(subscribe, () => changes);
  // The last answer, with the change it was asked after: an answer to an earlier change says nothing of this one.
  const [answer, setAnswer] = useState<{ change: number; status: PublicationStatus }>();

  useEffect(() => {
    if (changeCount === 0) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      loadPublicationStatus().then(
        (next) => {
          if (stopped) return;
          setAnswer({ change: changeCount, status: next });
          if (next.phase !== 'live') timer = setTimeout(ask, PUBLICATION_POLL_MS);
        },
        () => {
          if (!stopped) timer = setTimeout(ask, PUBLICATION_POLL_MS);
        },
      );
    };
    ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [changeCount]);

  if (changeCount === 0) return undefined;
  // The save has answered, so the API already counts its change: until it answers, it is being published.
  return answer?.change === changeCount ? answer.status : { phase: 'publishing' };
}
