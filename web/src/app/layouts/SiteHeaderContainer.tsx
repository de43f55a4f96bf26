import { useAuthView } from '@/lib/auth';
import { SiteHeader } from './SiteHeader';
import { useSignOut } from './use-sign-out';

/**
 * The header with the session as the public pages know it: a hint of the last session until Firebase Auth, loaded on
 * idle, reports it (the admin flag follows the ID token's `role` claim, so a refreshed token updates it).
 */
export function SiteHeaderContainer() {
  const session = useAuthView();
  const signOut = useSignOut();
  return <SiteHeader session={session} onSignOut={signOut} />;
}
