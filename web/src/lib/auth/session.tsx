import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { loadAuth } from './load';
import { createSessionExpiry, onSessionExpired } from './session-expiry';
import { onAuthReported } from './view';

interface Session {
  /** True from the start of a sign-in, sign-up or sign-out until the Auth state changes. */
  loading: boolean;
  /** Runs an account action under the loading flag; the flag also clears when the action fails. */
  runAccountAction: <T>(action: () => Promise<T>) => Promise<T>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();

  useEffect(() => onAuthReported(() => setLoading(false)), []);

  useEffect(() => {
    onSessionExpired(
      createSessionExpiry({
        signOut: async () => {
          const { readyAuth } = await loadAuth();
          await (await readyAuth()).signOut();
        },
        // SweetAlert2's wrapper is loaded on use, like SweetAlert2 itself.
        showExpiredPopup: () =>
          void import('@/lib/alerts').then(({ alertError }) => alertError(texts.sessionExpired)),
        // Rendered at once, not as a transition: the guard of the page being left must not see the sign-out first
        // and send the user to /signIn instead.
        goToForbidden: () => void navigate(paths.forbidden, { flushSync: true }),
        reload: () => window.location.reload(),
        done: () => setLoading(false),
      }),
    );
    return () => onSessionExpired(() => {});
  }, [navigate]);

  const runAccountAction = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setLoading(true);
    try {
      return await action();
    } catch (error) {
      setLoading(false);
      throw error;
    }
  }, []);

  const session = useMemo(() => ({ loading, runAccountAction }), [loading, runAccountAction]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
