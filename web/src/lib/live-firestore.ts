import { onSnapshot, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export type LiveList<T> =
  { status: 'loading' } | { status: 'success'; data: T[] } | { status: 'error'; error: Error };

/**
 * The documents of a query, kept current by a snapshot listener that lives as long as the component.
 *
 * Not reactfire's `useObservable`: it keeps every observable in a page-wide cache for the life of the page and
 * throws errors into the render. A sign-out cancels the listener with permission-denied, and that error would stay
 * cached for the next admin session in the same tab. Here an error is a state, and a new mount listens afresh
 * (Firestore shares one listener between identical queries, so several components cost one).
 *
 * `query` must keep its identity between renders (build it once, at module level or in `useMemo`).
 */
export function useLiveQuery<T>(query: Query<T>): LiveList<T> {
  const [state, setState] = useState<{ query: Query<T>; list: LiveList<T> }>({
    query,
    list: { status: 'loading' },
  });

  useEffect(
    () =>
      onSnapshot(
        query,
        (snapshot) =>
          setState({ query, list: { status: 'success', data: snapshot.docs.map((doc) => doc.data()) } }),
        (error) => setState({ query, list: { status: 'error', error } }),
      ),
    [query],
  );

  // A state left by another query is not this query's answer.
  return state.query === query ? state.list : { status: 'loading' };
}
