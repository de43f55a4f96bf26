import { useSession } from '@/lib/auth';

/**
 * Signs out under the session's loading flag. The sign-out module (which clears this device on the server first) is
 * loaded on use; a failure is only logged, and sign-out goes on.
 */
export function useSignOut(): () => void {
  const { runAccountAction } = useSession();
  return () => {
    const signOut = () => import('@/lib/sign-out').then((module) => module.signOutUser());
    runAccountAction(signOut).catch((error: unknown) => console.error('Sign-out failed', error));
  };
}
