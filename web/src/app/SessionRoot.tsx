import { Outlet } from 'react-router-dom';
import { SessionProvider } from '@/lib/auth';

/** The root route: the session (loading flag, expiry handling) needs the router, and every page needs it. */
export function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
