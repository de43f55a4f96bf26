import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a served page, true from then on. Forms stay disabled until
 * then: typed into before hydration, their text would be lost, and without JavaScript they could not be sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
