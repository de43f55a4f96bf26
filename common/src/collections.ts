/** Firestore collections the API keeps outside the product's own documents. */
export const RATE_LIMITS_COLLECTION = 'rateLimits';
