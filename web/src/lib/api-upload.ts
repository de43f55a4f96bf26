import { currentIdToken } from '@/lib/auth';
import { API_BASE } from '@/config/api';
import { apiErrorOf, reportRefusal } from './api-client';

/** How far the request body has gone up: bytes sent of the total. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface ApiUploadOptions {
  method: 'POST' | 'PUT';
  form: FormData;
  /** Request headers besides the bearer token. */
  headers?: Record<string, string>;
  /** Called as the body goes up; `sent === total` once it has all arrived and the server is working on it. */
  onProgress?: (progress: UploadProgress) => void;
}

/** The answer's JSON, or an empty object when the body is not JSON. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

/**
 * A signed-in multipart call that reports the upload's progress. `fetch` cannot report how much of a request body
 * has been sent, so this one goes through XMLHttpRequest; its answers and errors are those of `apiRequest`.
 */
export async function apiUpload<T>(
  path: string,
  { method, form, headers = {}, onProgress }: ApiUploadOptions,
): Promise<T> {
  const token = await currentIdToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ sent: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      reportRefusal(request.status, Boolean(token));
      reject(apiErrorOf(request.status, request.statusText, body));
    });
    request.addEventListener('error', () =>
      reject(new TypeError('The upload failed: the network is unreachable.')),
    );
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was stopped.', 'AbortError')),
    );
    request.send(form);
  });
}
