import type { PublicationRecord } from '../data/publication-state';

/** The change a claim makes: take (or renew) the lease to publish up to `target`, or let it go with nothing to do. */
export type Claim =
  | { kind: 'take'; target: number; lease: { holder: string; until: number } }
  | { kind: 'done'; releaseLease: boolean }
  | { kind: 'busy' };

/**
 * Whether `holder` publishes now: only when changes wait and nobody else holds a lease that has not expired. The
 * target is every change asked for so far, so changes during a publication cause exactly one more after it.
 */
export function decideClaim(record: PublicationRecord, holder: string, now: number, leaseMs: number): Claim {
  const heldByOther = record.lease && record.lease.holder !== holder && record.lease.until > now;
  if (heldByOther) return { kind: 'busy' };
  if (record.requested <= record.published) return { kind: 'done', releaseLease: record.lease !== undefined };
  return { kind: 'take', target: record.requested, lease: { holder, until: now + leaseMs } };
}

/** How long to wait after each failed attempt; after the last, the scheduled check tries again. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/** Longer than one attempt and the wait after it, so a live publisher never loses its lease. */
export const LEASE_MS = 3 * 60_000;

/** What the runner needs of the shared state; Firestore's transactions in production, memory in tests. */
export interface PublicationStore {
  /** Applies decideClaim atomically; the target to publish up to, or undefined when there is nothing to do. */
  claim(holder: string): Promise<number | undefined>;
  succeeded(holder: string, target: number, release: string): Promise<void>;
  /** Records a failed attempt (and renews the lease while another follows). */
  failed(holder: string, failure: NonNullable<PublicationRecord['failure']>): Promise<void>;
  /** Lets the lease go, after the last attempt failed. */
  letGo(holder: string): Promise<void>;
}

export interface RunnerDeps {
  store: PublicationStore;
  /** Renders the whole site and publishes it, answering the release now live. */
  publishOnce(): Promise<{ release: string }>;
  holder: string;
  sleep(ms: number): Promise<void>;
  now(): number;
  retryDelaysMs?: readonly number[];
}

/**
 * Publishes until no change waits (or another instance publishes): the number of publications that went live.
 * A failed attempt is retried after each of the delays, the live release untouched meanwhile; after the last the
 * lease is let go and the failure stays recorded for the scheduled check.
 */
export async function runPublications(deps: RunnerDeps): Promise<number> {
  const delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  let published = 0;
  for (;;) {
    const target = await deps.store.claim(deps.holder);
    if (target === undefined) return published;
    for (let attempt = 1; ; attempt++) {
      try {
        const { release } = await deps.publishOnce();
        await deps.store.succeeded(deps.holder, target, release);
        published++;
        break;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`publication: attempt ${attempt} failed:`, error);
        const delay = delays[attempt - 1];
        const retryAt = delay === undefined ? undefined : deps.now() + delay;
        await deps.store.failed(deps.holder, { message, attempts: attempt, retryAt });
        if (delay === undefined) {
          await deps.store.letGo(deps.holder);
          return published;
        }
        await deps.sleep(delay);
      }
    }
  }
}
