import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

// How the signed-in areas read Firestore: live, through these two hooks. reactfire serves them Auth (the user, the
// sign-in check of the guards); its `useObservable` is not used for Firestore, for the reason below.

/** A live reading: loading, the data, or the error that stopped the listener. */
export type Live<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error };
export type LiveList<T> = Live<T[]>;

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
  return useSnapshots(query, listenToQuery<T>);
}

/** One document, kept current like `useLiveQuery`'s list; `undefined` while the document does not exist. */
export function useLiveDocument<T>(ref: DocumentReference<T>): Live<T | undefined> {
  return useSnapshots(ref, listenToDocument<T>);
}

type Listen<Source, T> = (
  source: Source,
  next: (data: T) => void,
  fail: (error: Error) => void,
) => () => void;

const listenToQuery = <T>(query: Query<T>, next: (data: T[]) => void, fail: (error: Error) => void) =>
  onSnapshot(query, (snapshot) => next(snapshot.docs.map((doc) => doc.data())), fail);

const listenToDocument = <T>(
  ref: DocumentReference<T>,
  next: (data: T | undefined) => void,
  fail: (error: Error) => void,
) => onSnapshot(ref, (snapshot) => next(snapshot.data()), fail);

function useSnapshots<Source, T>(source: Source, listen: Listen<Source, T>): Live<T> {
  const [state, setState] = useState<{ source: Source; live: Live<T> }>({
    source,
    live: { status: 'loading' },
  });

  useEffect(
    () =>
      listen(
        source,
        (data) => setState({ source, live: { status: 'success', data } }),
        (error) => setState({ source, live: { status: 'error', error } }),
      ),
    [source, listen],
  );

  // A state left by another source is not this source's answer.
  return state.source === source ? state.live : { status: 'loading' };
}
