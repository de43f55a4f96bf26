import { ApiRequestError } from '@/lib/api-client';

/**
 * Whether the server refused the session (401/403): the API client has then already signed the user out with the
 * spec's "Session expired" popup, which a second popup would replace.
 */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/** The API's validation messages per form field, if the error carries any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError ? error.fields : {};
}
