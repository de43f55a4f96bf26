import { ROLES } from '@portfolio/common';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { OWNER_EMAIL } from '../config/settings';
import { roleOf, setRole } from './roles';

/**
 * Optional bootstrap of the owner: when OWNER_EMAIL is configured, the first sign-in with that verified address
 * gets the admin claim. Returns whether it did, so the client knows to refresh its ID token.
 */
export async function grantOwnerOnSignIn(user: DecodedIdToken): Promise<boolean> {
  const owner = OWNER_EMAIL.value().trim().toLowerCase();
  if (!owner || user.email?.toLowerCase() !== owner || user.email_verified !== true) return false;
  if (roleOf(user) === ROLES.admin) return false;
  await setRole(user.uid, ROLES.admin);
  return true;
}
