import { alertError } from '@/lib/alerts';
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

/**
 * A refused save as a form shows it: each field's message beside its field (`showFieldErrors`), or, when the
 * refusal names no field and is not the session's (which has its own popup), an alert saying `failedMessage`.
 */
export function reportSaveRefusal(
  failure: unknown,
  showFieldErrors: (fields: Record<string, string>) => void,
  failedMessage: string,
): void {
  const fields = fieldErrorsOf(failure);
  showFieldErrors(fields);
  if (!Object.keys(fields).length && !isSessionRefusal(failure)) void alertError(failedMessage);
}
