// The one way into the session and Firebase Auth. What is exported here is light (the session as the header sees
// it, the session context); Firebase Auth itself arrives through `loadAuth()` and `authSdk()` only, on need.
export { authSdk, currentIdToken, loadAuth, loadAuthWhenIdle } from './load';
export { SessionProvider, useSession } from './session';
export { expireSession, onSessionExpired } from './session-expiry';
export { useAuthView, type AuthView } from './view';
