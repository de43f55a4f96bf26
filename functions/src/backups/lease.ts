import { BACKUP_MESSAGES, COLLECTIONS, RESTORE_LEASE_DOC } from '@portfolio/common';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../core/api-error';
import { db } from '../core/firebase';

/** A restore's lease outlives the longest run (the function's timeout) so that a crashed one frees it by itself. */
const LEASE_MS = 10 * 60 * 1000;

const leaseDoc = () => db.collection(COLLECTIONS.locks).doc(RESTORE_LEASE_DOC);

/** Runs `work` holding the restore lease: a second restore meanwhile is refused with 409 `import_running`. */
export async function withRestoreLease<T>(work: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  await db.runTransaction(async (transaction) => {
    const lease = await transaction.get(leaseDoc());
    const until = lease.get('until') as number | undefined;
    if (until !== undefined && until > Date.now()) {
      throw new ApiError(409, 'import_running', BACKUP_MESSAGES.importRunning);
    }
    transaction.set(leaseDoc(), { holder, until: Date.now() + LEASE_MS });
  });
  try {
    return await work();
  } finally {
    await db.runTransaction(async (transaction) => {
      const lease = await transaction.get(leaseDoc());
      if (lease.get('holder') === holder) transaction.delete(leaseDoc());
    });
  }
}
