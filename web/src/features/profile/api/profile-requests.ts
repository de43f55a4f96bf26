import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  signOut,
  updatePassword,
  updateProfile,
  type User,
} from 'firebase/auth';
import { apiRequest } from '../../lib/api-client';
import { auth } from '../../lib/firebase';

/** What a profile save does to the photo: replaces it with a chosen file, removes it, or leaves it. */
export interface ProfileChange {
  photo?: File;
  removePhoto?: boolean;
}

/** Saves the name and photo through the API, then mirrors them into the Auth profile so the header shows them at once. */
export async function saveProfile(user: User, name: string, change: ProfileChange) {
  const form = new FormData();
  form.append('name', name);
  if (change.photo) form.append('photo', change.photo);
  if (change.removePhoto) form.append('removePhoto', 'true');
  const { updatedPhotoURL } = await apiRequest<{ updatedPhotoURL: string }>(`/user/${user.uid}`, {
    method: 'PUT',
    form,
  });
  // The API has already updated the Auth profile (a removed photo included); this updates the local copy too.
  await updateProfile(user, { displayName: name, ...(updatedPhotoURL && { photoURL: updatedPhotoURL }) });
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
  await signOut(auth);
}
