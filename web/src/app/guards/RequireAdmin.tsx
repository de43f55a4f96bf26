import { ROLE_CLAIM, ROLES } from '@portfolio/common';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { Loader } from '@/components/Loader';
import { paths } from '@/config/paths';
import { Redirect } from './Redirect';
import { accountTexts } from '@/config/account-texts';

/** Admin only, by the ID token's claim: a loader while user and claim load, then /forbidden for anyone else. */
/** Wraps `children`, or guards the nested routes (`<Outlet />`) when used as a layout route. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { status, data } = useSigninCheck({ requiredClaims: { [ROLE_CLAIM]: ROLES.admin } });
  if (status === 'loading') return <Loader label={accountTexts.checkingAccess} />;
  if (!data.signedIn || !data.hasRequiredClaims) return <Redirect to={paths.forbidden} />;
  return children ?? <Outlet />;
}
