import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Replaces the current page with `to` once rendered, as React Router's `<Navigate replace>` does. React Router's
 * component sits in its chunk, which every first load takes; the guards that redirect are loaded with the
 * signed-in areas only.
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
