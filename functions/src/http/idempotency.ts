import { createHash } from 'node:crypto';

/** The header with which a client names one save, the same on every retry of that save. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The id of the one save an idempotency key names, within `scope` (a project's save and a post's never share one);
 * undefined without a usable key, so that a malformed key only loses the retry's protection.
 */
export function idForSave(scope: string, key: string | undefined): string | undefined {
  if (!key || !IDEMPOTENCY_KEY.test(key)) return undefined;
  return createHash('sha256').update(`${scope}:${key}`).digest('base64url').slice(0, 20);
}
