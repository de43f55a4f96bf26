import { ROLE_CLAIM, ROLES } from '@portfolio/common';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { reportAuthState } from './auth-state';
import { auth } from './firebase';

// Loaded by `loadAuth()` (see auth-state.ts): on idle when a session is known, otherwise on first need.

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
