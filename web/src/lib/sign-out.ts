import { apiRequest } from './api-client';
import { authSdk } from '@/lib/auth';
import { DEVICE_RECORD_TIMEOUT_MS, describeDevice } from './device';

/**
 * Clears this device on the server first (a failure or a lost answer is only logged), then signs out. It brings the
 * device parser with it, so the header loads it on use: the first load of every page stays light.
 */
export async function signOutUser(): Promise<void> {
  const { auth, signOut } = await authSdk();
  try {
    if (auth.currentUser) {
      await apiRequest('/auth/track-device', {
        method: 'DELETE',
        json: describeDevice(),
        expireSessionOnRefusal: false,
        signal: AbortSignal.timeout(DEVICE_RECORD_TIMEOUT_MS),
      });
    }
  } catch (error) {
    console.warn('Clearing the device failed:', error);
  }
  await signOut(auth);
}
