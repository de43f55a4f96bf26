import { useLocation } from 'react-router-dom';
import { accountTexts } from '@/config/account-texts';
import { AWAITS_APP_ATTRIBUTE } from '@/config/early-controls';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The sign-in and sign-up forms stay disabled until the app can send them: this line says why, in the served page.
 * When the app's scripts fail to load, the page's first script marks <html data-app-failed>, and the stylesheet
 * shows the failure with a link that reloads the page in place of the waiting line. The app removes both. The
 * waiting line is marked as awaiting the app, which the page's start script then starts at once.
 */
export function AuthLoadingNote() {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  if (hydrated) return null;
  return (
    <>
      <p
        role="status"
        className="text-sm text-slate-600 [[data-app-failed]_&]:hidden"
        {...{ [AWAITS_APP_ATTRIBUTE]: '' }}
      >
        {accountTexts.loadingSignIn}
      </p>
      <p className="form-error hidden [[data-app-failed]_&]:block">
        {accountTexts.signInUnavailable} <a href={`${pathname}${search}`}>{accountTexts.reloadPage}</a>.
      </p>
    </>
  );
}
