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
 * change is live; undefined before any change (or before the first answer).
 */
export function usePublicationStatus(): PublicationStatus | undefined {
  const changeCount = useSyncExternalStore(subscribe, () => changes);
  const [status, setStatus] = useState<PublicationStatus>();

  useEffect(() => {
    if (changeCount === 0) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The save has answered, so the API already counts its change: a first answer of `live` is this change's.
    setStatus({ phase: 'publishing' });
    const ask = () => {
      loadPublicationStatus().then(
        (next) => {
          if (stopped) return;
          setStatus(next);
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

  return changeCount === 0 ? undefined : status;
}
