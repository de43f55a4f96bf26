import { DEFAULT_ROLE, ROLE_CLAIM, ROLES, type Role } from '@portfolio/common';
import { mirrorRole } from '../data/users';
import { auth } from '../core/firebase';

/**
 * Gives a user a role: the custom claim is what rules and the API trust; `users/{uid}.role` only mirrors it for
 * display (and only when the record exists: the record itself is created by POST /users). Clients see the new
 * claim after refreshing their ID token.
 */
export async function setRole(uid: string, role: Role): Promise<void> {
  const user = await auth().getUser(uid);
  await auth().setCustomUserClaims(uid, { ...user.customClaims, [ROLE_CLAIM]: role });
  await mirrorRole(uid, role);
}

export function roleOf(claims: Record<string, unknown> | undefined): Role {
  return claims?.[ROLE_CLAIM] === ROLES.admin ? ROLES.admin : DEFAULT_ROLE;
}
