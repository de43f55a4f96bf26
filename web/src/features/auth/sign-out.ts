import { signOut } from 'firebase/auth';
import { auth } from '../../lib/firebase';

/** Ends the session. The accounts work extends it (the device record is cleared on the server first). */
export function signOutUser(): Promise<void> {
  return signOut(auth);
}
