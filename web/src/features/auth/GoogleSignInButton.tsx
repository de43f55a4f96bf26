import { AUTH_ALERT_AUTO_CLOSE_MS } from '@/config/ui';
import { useNavigate } from 'react-router-dom';
import { accountTexts } from '@/config/account-texts';
import { alertError, alertInfo, alertSuccess } from '@/lib/alerts';
import { useHydrated } from '@/lib/use-hydrated';
import { GoogleSignInError, signInWithGoogle } from './api/account-requests';
import { useReturnPath } from './return-path';
import { useSession } from '@/lib/auth';

export function GoogleSignInButton() {
  const { loading, runAccountAction } = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  async function signIn() {
    try {
      const outcome = await runAccountAction(signInWithGoogle);
      if (outcome === 'returning') void alertInfo(accountTexts.welcomeBack, AUTH_ALERT_AUTO_CLOSE_MS);
      else void alertSuccess(accountTexts.signedIn, AUTH_ALERT_AUTO_CLOSE_MS);
      navigate(returnPath, { replace: true });
    } catch (error) {
      const failedRegistration = error instanceof GoogleSignInError && error.stage === 'registration';
      void alertError(failedRegistration ? accountTexts.loginFailed : accountTexts.googleFailed);
    }
  }

  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => void signIn()}
      disabled={loading || !hydrated}
    >
      {accountTexts.withGoogle}
    </button>
  );
}
