import { useAuthView } from '../../lib/auth-state';
import { useSession } from '../../lib/session';
import { SiteHeader } from './SiteHeader';

/**
 * The header with the session as the public pages know it: a hint of the last session until Firebase Auth, loaded on
 * idle, reports it (the admin flag follows the ID token's `role` claim, so a refreshed token updates it).
 */
export function SiteHeaderContainer() {
  const session = useAuthView();
  const { runAccountAction } = useSession();
  // Under the session's loading flag; a failure to clear the device is only logged, and sign-out goes on.
  const signOut = () => {
    const signOutUser = () => import('../../lib/sign-out').then((module) => module.signOutUser());
    runAccountAction(signOutUser).catch((error: unknown) => console.error('Sign-out failed', error));
  };
  return <SiteHeader session={session} onSignOut={signOut} />;
}
