// Requests to Firebase's REST APIs (Hosting v1beta1 and the Management API): authorised calls, retried the way
// firebase-tools retries them, and the failure that names the step.
import { getApp } from 'firebase-admin/app';

/** Where the Hosting REST API answers in production. */
export const HOSTING_API_ORIGIN = 'https://firebasehosting.googleapis.com';
/** Where the Firebase Management API answers (firebase-tools `firebaseApiOrigin`, src/api.ts). */
export const FIREBASE_API_ORIGIN = 'https://firebase.googleapis.com';

/** A request that did not succeed: which step, and what the API answered (status 0: no answer). */
export class HostingApiError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    detail: string,
  ) {
    super(`Hosting API, ${step}: ${status} ${detail}`.trim());
    this.name = 'HostingApiError';
  }
}

/** A token of the identity the function runs as: firebase-admin's app (initialised by core/firebase) holds it. */
export async function serviceAccountAccessToken(): Promise<string> {
  const credential = getApp().options.credential;
  if (!credential) throw new HostingApiError('authenticate', 0, 'firebase-admin has no credential');
  return (await credential.getAccessToken()).access_token;
}

/** Longest wait for one request; an upload of a large image included (firebase-tools allows 30 s at least). */
const REQUEST_TIMEOUT_MS = 60_000;
/** Retries of a request by default; populateFiles and uploads pass firebase-tools' own figures. */
export const DEFAULT_RETRIES = 3;
/** Base of the exponential backoff: firebase-tools' throttler waits 200 ms × 2^n (src/throttler/throttler.ts). */
const RETRY_DELAY_MS = 200;
/** Longest wait before a retry, a `Retry-After` included (the throttler's maxBackoff is one minute). */
const MAX_RETRY_WAIT_MS = 60_000;

export interface HostingRequest {
  step: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  /** Sent as JSON; a Buffer is sent as it is (an upload of gzipped bytes). */
  body?: unknown;
  /** Retries after a 429, a 5xx, a network failure or a timeout; DEFAULT_RETRIES unless given. */
  retries?: number;
  /** 'status': the answer is judged by its status alone (an upload's body may be empty, or not JSON). */
  answer?: 'json' | 'status';
}

export interface HostingClientOptions {
  /** Base of the backoff between retries (tests pass ~1). */
  retryDelayMs?: number;
}

/** A status worth trying again: throttled, or the server's fault. Any other 4xx is the request's fault. */
const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

/** What `Retry-After` asks, in ms (seconds or an HTTP date); undefined when absent or unreadable. */
function retryAfterMs(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends requests with a fresh bearer token each (a token getter caches and renews its own). */
export function hostingClient(accessToken: () => Promise<string>, options: HostingClientOptions = {}) {
  const baseDelay = options.retryDelayMs ?? RETRY_DELAY_MS;

  /** One attempt: the answer's text, or the failure and what it asked of a retry. */
  async function attempt(call: HostingRequest) {
    const headers: Record<string, string> = { Authorization: `Bearer ${await accessToken()}` };
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (Buffer.isBuffer(call.body)) {
      headers['Content-Type'] = 'application/octet-stream';
      body = new Uint8Array(call.body);
    } else if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    try {
      const response = await fetch(call.url, {
        method: call.method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok) return { text };
      const failure = new HostingApiError(call.step, response.status, text.slice(0, 300));
      return { failure, retryAfter: retryAfterMs(response.headers.get('retry-after')) };
    } catch (error) {
      // No answer, or the answer broke off: a network failure or the timeout.
      return { failure: new HostingApiError(call.step, 0, (error as Error).message) };
    }
  }

  return async function request<T = unknown>(call: HostingRequest): Promise<T> {
    const retries = call.retries ?? DEFAULT_RETRIES;
    for (let tried = 0; ; tried++) {
      const result = await attempt(call);
      if (!result.failure) {
        if (call.answer === 'status' || !result.text) return {} as T;
        try {
          return JSON.parse(result.text) as T;
        } catch {
          throw new HostingApiError(call.step, 200, `not JSON: ${result.text.slice(0, 100)}`);
        }
      }
      if (!retryable(result.failure.status) || tried >= retries) throw result.failure;
      const backoff = baseDelay * 2 ** tried;
      await sleep(Math.min(Math.max(backoff, result.retryAfter ?? 0), MAX_RETRY_WAIT_MS));
    }
  };
}

export type HostingRequester = ReturnType<typeof hostingClient>;
