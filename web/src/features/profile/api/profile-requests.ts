import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signOut,
  updatePassword,
  type User,
} from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';
import { authSdk } from '@/lib/auth';
import { saveNameAndPhoto, type PhotoChange } from '@/lib/user-profile';

/** Saves the name and photo, then reloads the user so that every reader of it sees the change. */
export async function saveProfile(user: User, name: string, change: PhotoChange) {
  await saveNameAndPhoto(user, name, change);
  await user.reload();
  // A fresh ID token makes reactfire announce the user again, so the header shows the new name and photo at once.
  await user.getIdToken(true);
}

/** Re-verifies the old password by re-authenticating, then sets the new one. */
export async function changePassword(user: User, oldPassword: string, newPassword: string): Promise<void> {
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', oldPassword));
  await updatePassword(user, newPassword);
}

export function hasPassword(user: User): boolean {
  return user.providerData.some((provider) => provider.providerId === EmailAuthProvider.PROVIDER_ID);
}

/** Revokes every session of the account on the server and clears its devices, then signs this browser out. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest('/auth/sign-out-everywhere', { method: 'POST', expireSessionOnRefusal: false });
  const { auth } = await authSdk();
  await signOut(auth);
}

/**
 * Deletes the account with everything stored about it, after signing in again (with the password, or with Google
 * for an account without one): the API refuses a deletion without a fresh sign-in. Then signs this browser out.
 */
export async function deleteAccount(user: User, password: string): Promise<void> {
  if (hasPassword(user)) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
  } else {
    await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  }
  await user.getIdToken(true);
  await apiRequest(`/user/${encodeURIComponent(user.uid)}`, {
    method: 'DELETE',
    expireSessionOnRefusal: false,
  });
  const { auth } = await authSdk();
  await signOut(auth);
}
