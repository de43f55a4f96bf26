import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { loadAuth } from '@/lib/auth';
import { RequireAdmin } from './RequireAdmin';
import { RequireSignIn } from './RequireSignIn';

/**
 * The guard routes with reactfire's providers, for the signed-in areas only (profile, dashboard): this module is
 * loaded with those routes, so Firebase and reactfire never weigh on the public pages' first load. Loading Auth
 * here also starts following the session for the header, in case the idle load has not happened yet.
 */
export async function loadSignedInGuards() {
  const { auth } = await loadAuth();

  function SignedInArea({ children }: { children: ReactNode }) {
    return (
      <FirebaseAppProvider firebaseApp={auth.app}>
        <AuthProvider sdk={auth}>{children}</AuthProvider>
      </FirebaseAppProvider>
    );
  }

  return {
    /** The profile's guard route: signed-in only. */
    SignedInRoute() {
      return (
        <SignedInArea>
          <RequireSignIn />
        </SignedInArea>
      );
    },
    /** The dashboard's guard route: admin only. */
    AdminRoute() {
      return (
        <SignedInArea>
          <RequireAdmin />
        </SignedInArea>
      );
    },
  };
}
