/** How recent a sign-in must be for an action that cannot be undone, such as deleting the account. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Whether a token whose sign-in happened at `authTimeSeconds` (the `auth_time` claim) is recent at `nowMs`. */
export function isRecentSignIn(authTimeSeconds: number, nowMs: number = Date.now()): boolean {
  const age = nowMs / 1000 - authTimeSeconds;
  return Number.isFinite(age) && age <= RECENT_SIGN_IN_SECONDS;
}
