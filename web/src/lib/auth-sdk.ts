import { loadAuth } from './auth-state';

/** Firebase Auth, loaded when an account action runs (a sign-in click, a sign-out), never with the page. */
export async function authSdk() {
  const [{ readyAuth }, sdk] = await Promise.all([loadAuth(), import('firebase/auth')]);
  return { auth: await readyAuth(), ...sdk };
}
