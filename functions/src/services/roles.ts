import { DEFAULT_ROLE, ROLE_CLAIM, type Role } from '@portfolio/common';
import { FieldValue } from 'firebase-admin/firestore';
import { auth, db } from './firebase';

/**
 * Gives a user a role: the custom claim is what rules and the API trust; `users/{uid}.role` only mirrors it for
 * display. Clients see the new claim after refreshing their ID token.
 */
export async function setRole(uid: string, role: Role): Promise<void> {
  const user = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...user.customClaims, [ROLE_CLAIM]: role });
  await db.doc(`users/${uid}`).set({ role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

export function roleOf(claims: Record<string, unknown> | undefined): Role {
  return claims?.[ROLE_CLAIM] === 'admin' ? 'admin' : DEFAULT_ROLE;
}
