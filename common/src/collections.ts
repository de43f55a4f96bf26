/** The Firestore collections, named once for the API, the rules tests, the seed and the browser. */
export const COLLECTIONS = {
  projects: 'projects',
  users: 'users',
  messages: 'messages',
  /** The API's per-address counts of contact messages. */
  rateLimits: 'rateLimits',
} as const;

export const RATE_LIMITS_COLLECTION = COLLECTIONS.rateLimits;
