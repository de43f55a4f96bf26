import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from '../core/api-error';

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new ApiError(404, 'not_found', 'Not found'));
};

// gRPC codes of Firestore failures worth retrying: ABORTED, DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, UNAVAILABLE.
const TRANSIENT_GRPC_CODES = new Set([10, 4, 8, 14]);
// HTTP statuses of Cloud Storage failures worth retrying.
const TRANSIENT_HTTP_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** A failure of Firestore or Storage that a retry may not meet: the caller is told to try again (503). */
function isTransientServiceError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const { code } = err as { code: unknown };
  return typeof code === 'number' && (TRANSIENT_GRPC_CODES.has(code) || TRANSIENT_HTTP_STATUSES.has(code));
}

/** The API's answer to an error: its own, a body parser's 4xx, a transient service failure (503), or a 500. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isBodyParserError(err)) {
    return new ApiError(err.status, err.status === 413 ? 'payload_too_large' : 'bad_request', err.message);
  }
  if (isTransientServiceError(err)) {
    return new ApiError(
      503,
      'unavailable',
      'A service the API needs is briefly unavailable; please try again.',
    );
  }
  return new ApiError(500, 'internal', 'Internal error');
}

export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  const error = toApiError(err);
  if (error.status >= 500) console.error(err);
  // An answer already under way (a download) cannot become an error answer: it ends broken, which the caller sees.
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error.status === 503) res.set('Retry-After', '5');
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
