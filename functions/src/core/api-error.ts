export type ApiErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'reauthentication_required'
  | 'precondition_required'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'unavailable'
  | 'invalid_backup'
  | 'import_running'
  | 'internal';

/** The one error shape of the API: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The API's one answer to invalid input: a 400 with each refused field's message. */
export function validationFailed(fields: Record<string, string>): ApiError {
  return new ApiError(400, 'validation_failed', 'Some fields are invalid.', fields);
}
