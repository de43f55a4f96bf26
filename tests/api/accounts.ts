// Auth accounts for the tests: made in the Auth emulator, signed in for an ID token, optionally admin or registered.
import { randomUUID } from 'node:crypto';
import { emulatorIdToken } from '../../scripts/lib/auth-emulator';
import { api } from './api-client';
import { auth } from './backend';

const { setRole } = await import('../../functions/src/services/roles');

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  token: string;
  /** The Authorization header of this account. */
  bearer: { Authorization: string };
}

const signIn = emulatorIdToken;

/** A fresh Auth account, optionally an admin by claim and registered with POST /users. */
export async function createAccount(
  options: { admin?: boolean; register?: boolean } = {},
): Promise<TestAccount> {
  const email = `api-${randomUUID().slice(0, 8)}@test.portfolio`;
  const password = 'Passw0rd';
  const { uid } = await auth.createUser({ email, password, displayName: 'API Test' });
  if (options.admin) await setRole(uid, 'admin');
  const token = await signIn(email, password);
  const account = { uid, email, password, token, bearer: { Authorization: `Bearer ${token}` } };
  if (options.register) {
    const response = await api('/users', {
      method: 'POST',
      headers: account.bearer,
      json: { name: 'API Test' },
    });
    if (response.status !== 201) throw new Error(`registration failed: ${response.status}`);
  }
  return account;
}

/** A new ID token for the account, e.g. after its claims changed. */
export async function refreshToken(account: TestAccount): Promise<TestAccount> {
  const token = await signIn(account.email, account.password);
  return { ...account, token, bearer: { Authorization: `Bearer ${token}` } };
}
