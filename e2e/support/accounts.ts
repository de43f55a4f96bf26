import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import { AUTH_EMULATOR_API, emulatorIdToken } from '../../scripts/lib/auth-emulator';

export { OWNER_ACCOUNT, VISITOR_ACCOUNT } from '../../scripts/demo-accounts';

/** Signs in through the /signIn form, the way a person does, and waits to be sent on. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The first sign-in of a run waits for the function to start.
  await expect(page).not.toHaveURL(/\/signIn$/, { timeout: 15_000 });
}

/** An address no other run has used. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@portfolio.test`;
}

const SITE_ORIGIN = 'http://127.0.0.1:5000';

export interface RegisteredAccount {
  uid: string;
  email: string;
  password: string;
}

/** A new email/password account, registered with the API, as sign-up would leave it (without a photo). */
export async function createRegisteredAccount(name = 'E2E Person'): Promise<RegisteredAccount> {
  const email = uniqueEmail();
  const password = 'Start2026';
  const response = await fetch(`${AUTH_EMULATOR_API}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: name, returnSecureToken: true }),
  });
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
  const registered = await fetch(`${SITE_ORIGIN}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ name }),
  });
  expect(registered.status).toBe(201);
  return { uid: localId, email, password };
}

/** Revokes every session of an account on the server, as the Admin SDK's revokeRefreshTokens does. */
export async function revokeSessions(uid: string): Promise<void> {
  // Revocation is compared in whole seconds with the token's auth time.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const response = await fetch(`${AUTH_EMULATOR_API}/projects/demo-portfolio/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000)) }),
  });
  expect(response.status).toBe(200);
}

/** An ID token of an email/password account, from the Auth emulator, for calling the API as that account. */
export const idTokenOf = emulatorIdToken;
