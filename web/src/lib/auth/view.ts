import { useSyncExternalStore } from 'react';
import { SESSION_HINT_KEY } from '@/config/session-hint';

/**
 * The session as the public pages see it, without loading Firebase: the header and the account flag read it here.
 * Firebase Auth (with its persisted session) is loaded on idle when the hint below knows of a session, otherwise on
 * first need (see index.ts). Until it has reported, that hint of the last known session, kept in
 * localStorage, tells the header who is signed in, so that a returning user sees their avatar at once instead of
 * "Sign In" first.
 */
export type AuthView =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; displayName: string | null; photoURL: string | null; isAdmin: boolean };

type SignedInView = Extract<AuthView, { status: 'signedIn' }>;

const LOADING: AuthView = { status: 'loading' };
const SIGNED_OUT: AuthView = { status: 'signedOut' };

function readHint(): AuthView {
  try {
    const stored = localStorage.getItem(SESSION_HINT_KEY);
    if (!stored) return SIGNED_OUT;
    const hint = JSON.parse(stored) as Partial<SignedInView>;
    return {
      status: 'signedIn',
      displayName: typeof hint.displayName === 'string' ? hint.displayName : null,
      photoURL: typeof hint.photoURL === 'string' ? hint.photoURL : null,
      isAdmin: hint.isAdmin === true,
    };
  } catch {
    return SIGNED_OUT;
  }
}

function writeHint(view: AuthView): void {
  try {
    if (view.status === 'signedIn') {
      const { displayName, photoURL, isAdmin } = view;
      localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ displayName, photoURL, isAdmin }));
    } else {
      localStorage.removeItem(SESSION_HINT_KEY);
    }
  } catch {
    // Storage refused (private mode, quota): the header then waits for Auth, as without a hint.
  }
}

let current: AuthView | undefined;
/** Whether Firebase Auth has reported the session at least once. */
let reported = false;
const listeners = new Set<() => void>();
const reportListeners = new Set<() => void>();

/** The session as last known: Auth's report, or until then the hint. */
export function snapshot(): AuthView {
  current ??= readHint();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the Auth module on every change of the signed-in user or of their ID token. */
export function reportAuthState(view: AuthView): void {
  reported = true;
  writeHint(view);
  const changed = JSON.stringify(view) !== JSON.stringify(current);
  current = view;
  if (changed) listeners.forEach((listener) => listener());
  reportListeners.forEach((listener) => listener());
}

/** Runs `listener` each time Auth reports the session (changed or not); returns the unsubscribe function. */
export function onAuthReported(listener: () => void): () => void {
  reportListeners.add(listener);
  return () => reportListeners.delete(listener);
}

/** Whether the view comes from Firebase Auth itself rather than from the hint. */
export function authHasReported(): boolean {
  return reported;
}

/**
 * The session for rendering. The server, and the browser while it hydrates, render `loading` (the server cannot
 * know the session); right after, the hint or Auth's answer.
 */
export function useAuthView(): AuthView {
  return useSyncExternalStore(subscribe, snapshot, () => LOADING);
}
