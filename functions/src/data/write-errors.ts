// The Firestore outcomes a write of the data layer reports as its own errors, so that routes can answer them.

/** Firestore's gRPC status codes that a write's caller tells apart. */
export const FIRESTORE_CODES = { notFound: 5, alreadyExists: 6, failedPrecondition: 9 } as const;

/** The record was written since the version a write was based on. */
export class RecordChangedError extends Error {}
/** The record was deleted while the write was under way. */
export class RecordGoneError extends Error {}
/** A record of that id exists already (a project created twice, or restored beside a live one). */
export class ProjectExistsError extends Error {}
/** A kept version that a later save pruned. */
export class VersionPrunedError extends Error {}
/** The slug asked for a new post is a live or trashed post's. */
export class SlugTakenError extends Error {}
