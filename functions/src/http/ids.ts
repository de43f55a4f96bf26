import { ApiError } from './errors';

/** Firestore auto ids and the seed's ids; anything else (slashes, dots, a path) names nothing. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function documentId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !DOCUMENT_ID.test(value))
    throw new ApiError(404, 'not_found', `${what} not found.`);
  return value;
}
