import type { User } from 'firebase/auth';
import { apiRequest } from './api-client';
import { authSdk } from '@/lib/auth';

/** What a profile save does to the photo: replaces it with a chosen file, removes it, or leaves it. */
export interface PhotoChange {
  photo?: File;
  removePhoto?: boolean;
}

/**
 * Stores the name and photo through the API (which also updates the Auth profile on the server), then mirrors them
 * into this browser's copy of the Auth user, so the header shows them at once.
 */
export async function saveNameAndPhoto(user: User, name: string, change: PhotoChange): Promise<void> {
  const form = new FormData();
  form.append('name', name);
  if (change.photo) form.append('photo', change.photo);
  if (change.removePhoto) form.append('removePhoto', 'true');
  const { updatedPhotoURL } = await apiRequest<{ updatedPhotoURL: string }>(`/user/${user.uid}`, {
    method: 'PUT',
    form,
  });
  const { updateProfile } = await authSdk();
  await updateProfile(user, { displayName: name, ...(updatedPhotoURL && { photoURL: updatedPhotoURL }) });
}
