import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
// Starts following the session for the header too, in case the idle load has not happened yet.
import '../../lib/auth-session';
import { auth, firebaseApp } from '../../lib/firebase';
import { RequireAdmin } from './RequireAdmin';
import { RequireSignIn } from './RequireSignIn';

/**
 * reactfire's providers, for the signed-in areas only (profile, dashboard): this module is loaded with those routes,
 * so Firebase and reactfire never weigh on the public pages' first load.
 */
function SignedInArea({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}

/** The profile's guard route: signed-in only. */
export function SignedInRoute() {
  return (
    <SignedInArea>
      <RequireSignIn />
    </SignedInArea>
  );
}

/** The dashboard's guard route: admin only. */
export function AdminRoute() {
  return (
    <SignedInArea>
      <RequireAdmin />
    </SignedInArea>
  );
}
