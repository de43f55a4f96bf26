import { ApiError } from '../core/api-error';

/** Firestore auto ids and the seed's ids; anything else (slashes, dots, a path) names nothing. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Firestore reserves ids of the form `__name__`; asking for one is an error there, a 404 here. */
const RESERVED_ID = /^__.*__$/;

export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID.test(value) && !RESERVED_ID.test(value);
}

export function documentId(value: unknown, what: string): string {
  if (!isDocumentId(value)) throw new ApiError(404, 'not_found', `${what} not found.`);
  return value;
}
