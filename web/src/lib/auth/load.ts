import { FIRST_IDLE_MARK } from '@/config/ui';
import { whenIdle } from '@/lib/when-idle';
import { SESSION_HINT_KEY } from '@/config/session-hint';
import { snapshot } from './view';

type FirebaseAuthModule = typeof import('./firebase-auth');
let firebaseAuth: Promise<FirebaseAuthModule> | undefined;

/** Loads Firebase Auth (once) and starts following the session; resolves with the Auth module. */
export function loadAuth(): Promise<FirebaseAuthModule> {
  firebaseAuth ??= import('./firebase-auth');
  return firebaseAuth;
}

/** Firebase Auth's functions with the ready Auth instance, for an account action (a sign-in click, a sign-out). */
export async function authSdk() {
  const [{ readyAuth }, sdk] = await Promise.all([loadAuth(), import('firebase/auth')]);
  return { auth: await readyAuth(), ...sdk };
}

/** The ID token for a signed-in call, or undefined when nobody is signed in; Auth is loaded first if need be. */
export async function currentIdToken(): Promise<string | undefined> {
  return (await loadAuth()).currentIdToken();
}

/**
 * Marks the page's first idle moment and then, if the hint knows of a session, loads Auth to confirm or end it. A
 * visitor with no session gets Auth on first need only (signing in, a guarded route, a signed-in call), or when
 * another tab signs in (its hint arrives as a `storage` event): a reader who never signs in downloads no Firebase.
 */
export function loadAuthWhenIdle(): void {
  const start = () => {
    performance.mark(FIRST_IDLE_MARK);
    if (snapshot().status === 'signedIn') void loadAuth();
    else
      addEventListener('storage', function signedInElsewhere(event) {
        if (event.key !== SESSION_HINT_KEY || event.newValue === null) return;
        removeEventListener('storage', signedInElsewhere);
        void loadAuth();
      });
  };
  whenIdle(start);
}
