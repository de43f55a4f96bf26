// The Auth emulator's REST API, as the tests, the bench and the screenshots sign in with it.

export const AUTH_EMULATOR_API = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

/** An ID token of an email/password account of the Auth emulator (the demo project's API key). */
export async function emulatorIdToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR_API}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}
