import type { ErrorRequestHandler, RequestHandler } from 'express';

export type ApiErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
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

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new ApiError(404, 'not_found', 'Not found'));
};

export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  const error =
    err instanceof ApiError
      ? err
      : isBodyParserError(err)
        ? new ApiError(err.status, err.status === 413 ? 'payload_too_large' : 'bad_request', err.message)
        : new ApiError(500, 'internal', 'Internal error');
  if (error.status >= 500) console.error(err);
  res
    .status(error.status)
    .set('Cache-Control', 'no-store')
    .json({
      error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
    });
};

function isBodyParserError(err: unknown): err is { status: number; message: string } {
  return (
    typeof err === 'object' &&
    err !== null &&
    'status' in err &&
    typeof err.status === 'number' &&
    err.status < 500
  );
}
