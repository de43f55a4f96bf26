// Requests to the Firebase Hosting REST API (v1beta1): authorised JSON calls, and the failure that names the step.
import { getApp } from 'firebase-admin/app';

/** Where the Hosting REST API answers in production. */
export const HOSTING_API_ORIGIN = 'https://firebasehosting.googleapis.com';

/** A request to the Hosting API that did not succeed: which step, and what the API answered. */
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

/** Longest wait for one request; an upload of a large image included. */
const REQUEST_TIMEOUT_MS = 60_000;

export interface HostingRequest {
  step: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  /** Sent as JSON; a Buffer is sent as it is (an upload of gzipped bytes). */
  body?: unknown;
}

/** Sends requests with a fresh bearer token each (a token getter caches and renews its own). */
export function hostingClient(accessToken: () => Promise<string>) {
  return async function request<T>(call: HostingRequest): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${await accessToken()}` };
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (Buffer.isBuffer(call.body)) {
      headers['Content-Type'] = 'application/octet-stream';
      body = new Uint8Array(call.body);
    } else if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    let response: Response;
    try {
      response = await fetch(call.url, {
        method: call.method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new HostingApiError(call.step, 0, (error as Error).message);
    }
    const text = await response.text();
    if (!response.ok) throw new HostingApiError(call.step, response.status, text.slice(0, 300));
    return (text ? JSON.parse(text) : {}) as T;
  };
}

export type HostingRequester = ReturnType<typeof hostingClient>;
