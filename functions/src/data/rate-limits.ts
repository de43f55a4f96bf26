import { RATE_LIMITS_COLLECTION } from '@portfolio/common';
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { ApiError } from '../core/api-error';
import { db } from '../core/firebase';

/**
 * Allows `max` actions per key in a sliding window, counted in Firestore so that every function instance shares
 * the count. The key is hashed: no address is stored in clear.
 */
export async function consumeRateLimit(
  scope: string,
  key: string,
  max: number,
  windowMs: number,
): Promise<void> {
  const id = createHash('sha256').update(`${scope}:${key}`).digest('hex');
  const ref = db.collection(RATE_LIMITS_COLLECTION).doc(id);
  await db.runTransaction(async (transaction) => {
    const now = Date.now();
    const snapshot = await transaction.get(ref);
    const recent = ((snapshot.get('hits') as Timestamp[] | undefined) ?? []).filter(
      (hit) => now - hit.toMillis() < windowMs,
    );
    if (recent.length >= max) {
      throw new ApiError(429, 'too_many_requests', 'Too many messages; please try again later.');
    }
    transaction.set(ref, {
      hits: [...recent, Timestamp.fromMillis(now)],
      expiresAt: Timestamp.fromMillis(now + windowMs),
    });
  });
}
