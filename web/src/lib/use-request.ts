import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type RequestState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` whenever `key` changes (or `retry` is called) and tracks its outcome. The previous request is aborted,
 * and a result is only shown for the key it was asked for, so a slow answer never replaces a newer one.
 */
export function useRequest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): { state: RequestState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [settled, setSettled] = useState<{ key: string; state: RequestState<T> } | null>(null);
  const start = useEffectEvent(load);

  useEffect(() => {
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
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: settled?.key === requestKey ? settled.state : LOADING, retry };
}
