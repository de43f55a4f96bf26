import { ROLE_CLAIM, ROLES } from '@portfolio/common';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  type User,
} from 'firebase/auth';
import { usesEmulators } from '@/lib/emulators';
import { firebaseApp } from '@/lib/firebase-app';
import { reportAuthState } from './view';

// Firebase Auth itself, loaded by `loadAuth()` (index.ts) only: on idle when a session is known, otherwise on first
// need.

// initializeAuth instead of getAuth: getAuth would load Google's popup helper script at start-up; it is passed to
// signInWithPopup only, when needed.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usesEmulators) {
  connectAuthEmulator(auth, `http://${location.hostname}:9099`, { disableWarnings: true });
}

async function reportUser(user: User | null): Promise<void> {
  if (!user) {
    reportAuthState({ status: 'signedOut' });
    return;
  }
  let isAdmin = false;
  try {
    isAdmin = (await user.getIdTokenResult()).claims[ROLE_CLAIM] === ROLES.admin;
  } catch {
    // Offline or revoked: the claim is unknown, so no Dashboard link; the guards ask again.
  }
  // A later change may have arrived while the claims were read; report only the current user.
  if (auth.currentUser !== user) return;
  reportAuthState({ status: 'signedIn', displayName: user.displayName, photoURL: user.photoURL, isAdmin });
  // The owner's public page may predate the publication of their last change: code loaded for the admin only
  // checks, and brings the page up to date (here, so that a visitor's first load carries nothing of it).
  if (isAdmin)
    void import('@/lib/page-freshness/watch').then(
      ({ watchOwnerPage }) => watchOwnerPage(currentIdToken),
      () => {},
    );
}

// onIdTokenChanged, not onAuthStateChanged: a refreshed token with a new `role` claim updates the header at once.
onIdTokenChanged(auth, (user) => void reportUser(user));

/** The Auth instance once it has read the persisted session. */
export async function readyAuth() {
  await auth.authStateReady();
  return auth;
}

/** The signed-in user's ID token, or undefined when nobody is signed in. */
export async function currentIdToken(): Promise<string | undefined> {
  return (await readyAuth()).currentUser?.getIdToken();
}
