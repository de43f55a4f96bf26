import type { User } from 'firebase/auth';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { authSdk } from '@/lib/auth';
import { DEVICE_RECORD_TIMEOUT_MS, describeDevice, locateSignIn } from '@/lib/device';
import { saveNameAndPhoto } from '@/lib/user-profile';

/** Registration answers `roleChanged` when the owner bootstrap just granted the admin claim. */
interface RoleChange {
  roleChanged?: boolean;
}

/** A claim set on the server reaches this browser only with a fresh ID token. */
async function refreshClaimsIf(change: RoleChange): Promise<void> {
  if (change.roleChanged) await (await authSdk()).auth.currentUser?.getIdToken(true);
}

/**
 * Records this device for the signed-in user; a failure or an answer that does not come is only logged, since sign-in
 * must not fail or wait for it.
 */
export async function trackDevice(): Promise<void> {
  try {
    const { auth } = await authSdk();
    if (!auth.currentUser) return;
    const last_sign_location = await locateSignIn();
    const answer = await apiRequest<RoleChange>('/auth/track-device', {
      method: 'POST',
      json: { ...describeDevice(), last_sign_location },
      signal: AbortSignal.timeout(DEVICE_RECORD_TIMEOUT_MS),
    });
    await refreshClaimsIf(answer);
  } catch (error) {
    console.warn('Device tracking failed:', error);
  }
}

function registration(user: User, extra: Record<string, unknown> = {}) {
  return apiRequest<RoleChange>('/users', {
    method: 'POST',
    json: {
      name: user.displayName ?? '',
      email: user.email,
      uid: user.uid,
      photo: user.photoURL ?? '',
      createdAt: user.metadata.creationTime,
      ...extra,
    },
  });
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const { auth, signInWithEmailAndPassword } = await authSdk();
  await signInWithEmailAndPassword(auth, email, password);
  await trackDevice();
}

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
  photo: File;
}

/** Creates the account, names it, registers it, then stores the photo through the API. */
export async function signUpWithEmail({ name, email, password, photo }: SignUpDetails): Promise<void> {
  const { auth, createUserWithEmailAndPassword, updateProfile } = await authSdk();
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName: name });
  await refreshClaimsIf(await registration(user, { name }));
  await saveNameAndPhoto(user, name, { photo });
  await trackDevice();
}

/** Why a Google sign-in did not finish: the popup itself, or the registration after it. */
export class GoogleSignInError extends Error {
  constructor(readonly stage: 'popup' | 'registration') {
    super(`Google sign-in failed at ${stage}`);
  }
}

/** Signs in with the Google popup and registers the user; `returning` when they were registered already (409). */
export async function signInWithGoogle(): Promise<'registered' | 'returning'> {
  // The popup helpers are passed on demand: getAuth() would fetch Google's iframe script at start-up.
  const { auth, browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } = await authSdk();
  let user: User;
  try {
    ({ user } = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver));
  } catch {
    throw new GoogleSignInError('popup');
  }
  let outcome: 'registered' | 'returning' = 'registered';
  try {
    await refreshClaimsIf(await registration(user, { role: 'user' }));
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 409))
      throw new GoogleSignInError('registration');
    outcome = 'returning';
  }
  await trackDevice();
  return outcome;
}
