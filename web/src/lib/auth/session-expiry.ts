import { SESSION_EXPIRY_RELOAD_MS } from '@/config/ui';

export interface SessionExpiryEffects {
  signOut: () => Promise<void>;
  showExpiredPopup: () => void;
  goToForbidden: () => void;
  reload: () => void;
  /** Clears the loading flag once signed out. */
  done: () => void;
}

/**
 * What a 401/403 from the API does: sign out, the "Session expired" popup, /forbidden, and a
 * reload 5 s later. Several refused calls at once expire the session once.
 */
export function createSessionExpiry(effects: SessionExpiryEffects): () => void {
  let expiring = false;
  return () => {
    if (expiring) return;
    expiring = true;
    void effects.signOut().finally(effects.done);
    effects.showExpiredPopup();
    effects.goToForbidden();
    setTimeout(effects.reload, SESSION_EXPIRY_RELOAD_MS);
  };
}

let sessionExpiredHandler: () => void = () => {};

/** Who reacts when the server refuses the session (401 or 403): set once by the app's SessionProvider. */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** The server refused a call that carried a token: the session has expired or was revoked. */
export function expireSession(): void {
  sessionExpiredHandler();
}
