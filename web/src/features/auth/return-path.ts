import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Where to go after signing in: the page the user came from (guards put it in the state), else home. */
export function useReturnPath(): string {
  const state = useLocation().state as { from?: unknown } | null;
  const from = state?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== paths.signIn && from !== paths.signUp
    ? from
    : paths.home;
}
