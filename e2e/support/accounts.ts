import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import { DEMO_ACCOUNTS } from '../../scripts/demo-accounts';
import { AUTH_EMULATOR_API, emulatorIdToken } from '../../scripts/lib/auth-emulator';
import { nextWholeSecond } from '../../tests/support/clock';

export { OWNER_ACCOUNT, VISITOR_ACCOUNT } from '../../scripts/demo-accounts';

/** An account to sign in with: a demo account, or one a test made. */
export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through the /signIn form, the way a person does, and waits to be sent on. */
async function signInThroughForm(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto('/signIn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The first sign-in of a run waits for the function to start.
  await expect(page).not.toHaveURL(/\/signIn$/, { timeout: 15_000 });
}

/**
 * Waits to be sent from a signed-in area to /signIn. The area's frame starts the app, which loads Auth and waits for
 * its answer that nobody is signed in: about 2 s on a quiet machine, and once over 10 s with three workers beside
 * the emulators.
 */
export async function expectSentToSignIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/signIn$/, { timeout: 30_000 });
}

/** What a sign-in leaves in the browser for the site's origin: Firebase Auth's records and localStorage. */
interface SavedSession {
  authRecords: unknown[];
  localStorage: [string, string][];
}

// Firebase Auth's browser persistence: this IndexedDB database and store, the records keyed by `fbase_key`.
const AUTH_DB = {
  name: 'firebaseLocalStorageDb',
  version: 1,
  store: 'firebaseLocalStorage',
  keyPath: 'fbase_key',
};

/** The demo accounts' sessions, once each has signed in through the form in this worker. */
const savedSessions = new Map<string, SavedSession>();
const DEMO_EMAILS = new Set(DEMO_ACCOUNTS.map((account) => account.email));

/** What the page's browser holds for the site's origin now: Auth's records (none yet, if any) and localStorage. */
function storedSession(page: Page): Promise<SavedSession> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<SavedSession>((resolve) => {
        const saved = (authRecords: unknown[]) =>
          resolve({ authRecords, localStorage: Object.entries(localStorage) });
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(store)) return saved([]);
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => saved(all.result);
        };
      }),
    AUTH_DB,
  );
}

/** The session a sign-in left, once Auth has written its record and the app the session hint. */
async function readSession(page: Page): Promise<SavedSession> {
  let session: SavedSession | undefined;
  await expect
    .poll(async () => {
      session = await storedSession(page);
      return session.authRecords.length > 0 && session.localStorage.length > 0;
    })
    .toBe(true);
  return session!;
}

/** Puts a saved session into the page's browser, as a returning visitor has it; the next page load is signed in. */
async function restoreSession(page: Page, session: SavedSession): Promise<void> {
  // Any small file of the site's origin opens its storage.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([{ name, version, store, keyPath }, session]) =>
      new Promise<void>((resolve, reject) => {
        for (const [key, value] of session.localStorage) localStorage.setItem(key, value);
        const request = indexedDB.open(name, version);
        request.onupgradeneeded = () => request.result.createObjectStore(store, { keyPath });
        request.onsuccess = () => {
          const transaction = request.result.transaction(store, 'readwrite');
          for (const record of session.authRecords) transaction.objectStore(store).put(record);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [AUTH_DB, session] as const,
  );
}

/**
 * Signs the page's browser in: the one way a browser test signs in. A demo account signs in through /signIn, as a
 * person does (recording this device), the first time in a worker; later tests get that session put back into their
 * browser, as a returning visitor has it, which spares a sign-in per test. An account a test made, or
 * `{ throughForm: true }`, always goes through the form. Either way, the test then opens the page it needs.
 */
export async function signIn(
  page: Page,
  account: Credentials,
  { throughForm = false }: { throughForm?: boolean } = {},
): Promise<void> {
  const saved = savedSessions.get(account.email);
  if (saved && !throughForm) return restoreSession(page, saved);
  await signInThroughForm(page, account);
  if (DEMO_EMAILS.has(account.email)) savedSessions.set(account.email, await readSession(page));
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
  await nextWholeSecond();
  const response = await fetch(`${AUTH_EMULATOR_API}/projects/demo-portfolio/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000)) }),
  });
  expect(response.status).toBe(200);
}

/** The Authorization header of an account (an ID token from the Auth emulator), for calling the API as it. */
export async function bearerOf({ email, password }: Credentials): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${await emulatorIdToken(email, password)}` };
}
