import { ROLE_CLAIM, ROLES } from '@portfolio/common';
import { useSigninCheck } from 'reactfire';
import { useSession } from '../../features/auth/session';
import { signOutUser } from '../../features/auth/sign-out';
import { SiteHeader, type HeaderSession } from './SiteHeader';

/**
 * The admin check rides on useSigninCheck, which follows onIdTokenChanged: a refreshed token with a new `role` claim
 * updates the header at once (useIdTokenResult reads the token once per user and would miss it).
 */
const ADMIN_CLAIMS = { [ROLE_CLAIM]: ROLES.admin };

/** The header with the session read from Firebase Auth through reactfire. */
export function SiteHeaderContainer() {
  const signInCheck = useSigninCheck({ requiredClaims: ADMIN_CLAIMS });
  const { runAccountAction } = useSession();
  // Under the session's loading flag (spec section 4); a failure is only logged (spec section 8).
  const signOut = () => {
    runAccountAction(signOutUser).catch((error: unknown) => console.error('Sign-out failed', error));
  };
  let session: HeaderSession = { status: 'signedOut' };
  if (signInCheck.status === 'loading') {
    session = { status: 'loading' };
  } else if (signInCheck.status === 'success' && signInCheck.data.signedIn) {
    const { user, hasRequiredClaims } = signInCheck.data;
    session = {
      status: 'signedIn',
      displayName: user.displayName,
      photoURL: user.photoURL,
      isAdmin: hasRequiredClaims,
    };
  }
  return <SiteHeader session={session} onSignOut={signOut} />;
}
