import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { Loader } from '@/components/Loader';
import { paths } from '@/config/paths';
import { Redirect } from './Redirect';
import { accountTexts } from '@/config/account-texts';

/** Signed-in only: anyone else goes to /signIn, with the path they wanted as state to return to. */
/** Wraps `children`, or guards the nested routes (`<Outlet />`) when used as a layout route. */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const { status, data } = useSigninCheck();
  if (status === 'loading') return <Loader label={accountTexts.checkingSession} />;
  if (!data.signedIn) return <Redirect to={paths.signIn} state={{ from: location.pathname }} />;
  return children ?? <Outlet />;
}
