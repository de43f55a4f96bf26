import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiRequestError } from './api-client';
import { usePageData, usePageRevision, type PageDataEntry } from './page-data';

export type RequestState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

const LOADING = { status: 'loading' } as const;

function stateOf<T>(entry: PageDataEntry): RequestState<T> {
  if ('data' in entry) return { status: 'success', data: entry.data as T };
  return {
    status: 'error',
    error: new ApiRequestError(entry.errorStatus, 'not_found', 'Not found.'),
  };
}

/**
 * Runs `load` whenever `key` changes (or `retry` is called) and tracks its outcome. The previous request is aborted,
 * and a result is only shown for the key it was asked for, so a slow answer never replaces a newer one. When the
 * page was rendered on the server with this key's answer, that answer is shown at once and not asked for again.
 * When the page's data is revalidated (see page-data.tsx), `load` runs again while the current answer stays shown.
 */
export function useRequest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): { state: RequestState<T>; retry: () => void } {
  const pageData = usePageData();
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [settled, setSettled] = useState<{ key: string; state: RequestState<T> } | null>(() => {
    const entry = pageData.take(key);
    return entry ? { key: requestKey, state: stateOf<T>(entry) } : null;
  });
  const preloadedKey = useRef(settled?.key);
  const start = useEffectEvent(load);
  const revision = usePageRevision();

  useEffect(() => {
    if (preloadedKey.current === requestKey) {
      // Once only: coming back to this key later (another category, then this one again) asks the API.
      preloadedKey.current = undefined;
      return;
    }
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: requestKey, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [requestKey, revision]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: settled?.key === requestKey ? settled.state : LOADING, retry };
}
