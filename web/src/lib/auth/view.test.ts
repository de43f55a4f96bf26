import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '@/config/session-hint';

// The store keeps its state per module instance: each test starts from a fresh one.
async function freshStore() {
  vi.resetModules();
  return import('./view');
}

describe('the session hint', () => {
  beforeEach(() => localStorage.clear());

  it('is written when Auth reports a user and read back at the next start, before Auth loads', async () => {
    const first = await freshStore();
    first.reportAuthState({ status: 'signedIn', displayName: 'Ada', photoURL: null, isAdmin: true });
    expect(JSON.parse(localStorage.getItem(SESSION_HINT_KEY) ?? '{}')).toEqual({
      displayName: 'Ada',
      photoURL: null,
      isAdmin: true,
    });
    const next = await freshStore();
    expect(next.authHasReported()).toBe(false);
    const { renderHook } = await import('@testing-library/react');
    const { result } = renderHook(() => next.useAuthView());
    expect(result.current).toEqual({ status: 'signedIn', displayName: 'Ada', photoURL: null, isAdmin: true });
  });

  it('is removed when Auth reports nobody, and a start without it shows the visitor signed out', async () => {
    const store = await freshStore();
    store.reportAuthState({ status: 'signedIn', displayName: 'Ada', photoURL: null, isAdmin: false });
    store.reportAuthState({ status: 'signedOut' });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    const next = await freshStore();
    const { renderHook } = await import('@testing-library/react');
    expect(renderHook(() => next.useAuthView()).result.current).toEqual({ status: 'signedOut' });
  });

  it('a broken hint counts as none', async () => {
    localStorage.setItem('portfolio.session', '{not json');
    const store = await freshStore();
    const { renderHook } = await import('@testing-library/react');
    expect(renderHook(() => store.useAuthView()).result.current).toEqual({ status: 'signedOut' });
  });
});
