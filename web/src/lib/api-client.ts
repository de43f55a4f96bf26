import type { FieldErrors } from '@portfolio/common';
import { currentIdToken, expireSession } from '@/lib/auth';
import { API_BASE } from '@/config/api';
import { pageRevision } from './page-data';
import { inPageLanguage } from './language-prefix';

/** A failed API call: the HTTP status and the API's error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** Public reads go without a token, so that the CDN may cache them. */
  authenticated?: boolean;
  /** Whether a 401/403 ends the session (not while signing out, when the token may already be revoked). */
  expireSessionOnRefusal?: boolean;
  signal?: AbortSignal;
  /** Request headers besides the bearer token (`If-Match`, say). */
  headers?: Record<string, string>;
}

/** The API's error from a failed answer's status and body (any body: a proxy may answer with HTML). */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiRequestError {
  const error =
    (body as { error?: { code?: string; message?: string; fields?: FieldErrors } } | null)?.error ?? {};
  return new ApiRequestError(status, error.code ?? 'error', error.message ?? statusText, error.fields);
}

/** A refusal (401/403) of a call that carried a token: the session has expired or was revoked. */
export function reportRefusal(status: number, hadToken: boolean): void {
  if (hadToken && (status === 401 || status === 403)) expireSession();
}

/**
 * Calls the API and answers its successful response (its headers, a file…). Signed-in calls carry
 * `Authorization: Bearer <ID token>`; when the server answers such a call with 401 or 403, the session has expired
 * (or was revoked) and the app's handler signs the user out. A failure is thrown as ApiRequestError.
 */
export async function apiResponse(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { method = 'GET', json, form, authenticated = true, expireSessionOnRefusal = true, signal } = options;
  // Public reads never load Firebase; a signed-in call loads Auth first if it is not yet there.
  const token = authenticated ? await currentIdToken() : undefined;
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  // A public read asks in the page's language. Once the owner's page has been revalidated (never a visitor's), its
  // public reads skip the CDN's copies, kept for minutes: the CDN keys them by the whole URL, and the API ignores a
  // parameter it does not know.
  const publicRead = !authenticated && method === 'GET';
  const read = publicRead ? inPageLanguage(path) : path;
  const fresh = publicRead && pageRevision() ? `${read.includes('?') ? '&' : '?'}fresh=${Date.now()}` : '';
  const response = await fetch(`${API_BASE}${read}${fresh}`, {
    method,
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    signal,
  });
  if (!response.ok) {
    if (expireSessionOnRefusal) reportRefusal(response.status, Boolean(token));
    throw apiErrorOf(response.status, response.statusText, await response.json().catch(() => ({})));
  }
  return response;
}

/** Calls the API (see apiResponse) and answers the JSON of its answer. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await (await apiResponse(path, options)).json()) as T;
}
