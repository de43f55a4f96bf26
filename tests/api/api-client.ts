import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import '../../scripts/lib/firebase-admin-target';

/** Where the API answers in the emulators: through Hosting, as browsers reach it, and on the function's own URL. */
export const SITE_ORIGIN = 'http://127.0.0.1:5000';
export const API_BASE = `${SITE_ORIGIN}/api`;
export const FUNCTION_BASE = 'http://127.0.0.1:5001/demo-portfolio/us-central1/api';
const AUTH_EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

const { auth, bucket, db } = await import('../../functions/src/services/firebase');
const { setRole } = await import('../../functions/src/services/roles');
export { auth, bucket, db };

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  token: string;
  /** The Authorization header of this account. */
  bearer: { Authorization: string };
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

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

type ApiInit = Omit<RequestInit, 'body' | 'headers'> & {
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  base?: string;
};

/** fetch against the API, with a JSON or multipart body. */
export function api(path: string, init: ApiInit = {}): Promise<Response> {
  const { json, form, base = API_BASE, headers = {}, ...rest } = init;
  const body = form ?? (json === undefined ? undefined : JSON.stringify(json));
  const contentType: Record<string, string> =
    json === undefined ? {} : { 'Content-Type': 'application/json' };
  return fetch(`${base}${path}`, { ...rest, headers: { ...contentType, ...headers }, body });
}

export async function jsonOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A real PNG of the given size (with a little pattern, so that it is not trivially compressible). */
export function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([{ input: Buffer.from([255, 0, 0]), raw: { width: 1, height: 1, channels: 3 }, tile: true }])
    .png()
    .toBuffer();
}

export function file(data: Buffer | string, name: string, type = 'image/png'): Blob & { name: string } {
  const bytes = typeof data === 'string' ? data : new Uint8Array(data);
  return Object.assign(new Blob([bytes], { type }), { name });
}

/** A multipart form from text fields and files (a field may carry several files). */
export function multipart(
  fields: Record<string, string | string[]>,
  files: Record<string, (Blob & { name: string })[]> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, blobs] of Object.entries(files)) {
    for (const blob of blobs) form.append(name, blob, blob.name);
  }
  return form;
}

/** Names of the files stored under a prefix. */
export async function storedFiles(prefix: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix });
  return files.map((stored) => stored.name).sort();
}

/** The storage path inside a download-token URL. */
export function storagePathOf(url: string): string {
  const encoded = /\/o\/([^?]+)/.exec(url)?.[1];
  if (!encoded) throw new Error(`not a storage URL: ${url}`);
  return decodeURIComponent(encoded);
}
