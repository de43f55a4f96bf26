import type { PublicationRecord, RecordChange } from '../data/publication-state';
import type { PublishOptions } from './site-files';

/** A lease as a holder knows it: its fence is the number the record gave this claim, and no other. */
export interface HeldLease {
  holder: string;
  fence: number;
}

/** How long a lease lasts unless renewed: a holder that died frees the publication after this. */
export const LEASE_MS = 3 * 60_000;
/**
 * How often a live holder renews its lease (a heartbeat for the whole run, attempts and waits between them): three
 * renewals may fail in a row before the lease could expire under it.
 */
export const HEARTBEAT_MS = 45_000;
/** How long to wait after each failed attempt; after the last, the scheduled check tries again. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

const heldBy = (record: PublicationRecord, lease: HeldLease) =>
  record.lease?.holder === lease.holder && record.lease.fence === lease.fence;

/**
 * The decisions on the shared record, each applied in one transaction. A claim bumps the record's fence, so a
 * holder whose lease was taken over (it expired, or an operator forced a publication) can tell, and records nothing.
 */
export const leaseDecisions = {
  /**
   * Takes the lease when nobody else holds one that has not expired, and `force` or changes wait: the target is
   * every change asked for so far, so changes during a publication cause exactly one more after it.
   */
  claim(
    record: PublicationRecord,
    holder: string,
    now: number,
    options: { leaseMs?: number; force?: boolean } = {},
  ): RecordChange<{ target: number; lease: HeldLease } | 'busy' | undefined> {
    const lease = record.lease;
    if (lease && lease.holder !== holder && lease.until > now) return { result: 'busy' };
    if (!options.force && record.requested <= record.published) {
      return { patch: lease ? { lease: null } : undefined, result: undefined };
    }
    const fence = (record.fence ?? 0) + 1;
    return {
      patch: { fence, lease: { holder, fence, until: now + (options.leaseMs ?? LEASE_MS) } },
      result: { target: record.requested, lease: { holder, fence } },
    };
  },
  /** Extends the lease while it is still this holder's; false when it was lost. */
  renew(record: PublicationRecord, lease: HeldLease, now: number): RecordChange<boolean> {
    if (!heldBy(record, lease)) return { result: false };
    return { patch: { lease: { ...lease, until: now + LEASE_MS } }, result: true };
  },
  /** Records a release, only under the lease that made it: an older attempt finishing late records nothing. */
  succeeded(record: PublicationRecord, lease: HeldLease, target: number, version: string, now: number) {
    if (!heldBy(record, lease)) return { result: false };
    const patch = { published: Math.max(record.published, target), version, publishedAt: now, failure: null };
    return { patch, result: true };
  },
  failed(record: PublicationRecord, lease: HeldLease, failure: NonNullable<PublicationRecord['failure']>) {
    return heldBy(record, lease) ? { patch: { failure }, result: true } : { result: false };
  },
  letGo(record: PublicationRecord, lease: HeldLease): RecordChange<void> {
    return { patch: heldBy(record, lease) ? { lease: null } : undefined, result: undefined };
  },
};

/** The shared record, changed one transaction at a time: Firestore in production, memory in tests. */
export interface PublicationStore {
  change<T>(decide: (record: PublicationRecord) => RecordChange<T>): Promise<T>;
}

/**
 * Takes the lease whether or not changes wait (an operator's publication, a deploy), waiting while another holder
 * has it, up to `waitMs` (an event-driven publication runs at most 540 s).
 */
export async function takeLease(
  store: PublicationStore,
  holder: string,
  options: { waitMs?: number; pollMs?: number } = {},
): Promise<{ lease: HeldLease; target: number }> {
  const deadline = Date.now() + (options.waitMs ?? 10 * 60_000);
  for (;;) {
    const claim = await store.change((record) =>
      leaseDecisions.claim(record, holder, Date.now(), { force: true }),
    );
    if (claim && claim !== 'busy') return claim;
    if (Date.now() > deadline) throw new Error('another publication or a deploy held the lease all along');
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2_000));
  }
}

/** Thrown before a release by a holder whose lease is no longer its own: a newer publication runs. */
export class LeaseLostError extends Error {
  constructor() {
    super('the publication lease was taken over: a newer publication releases instead');
    this.name = 'LeaseLostError';
  }
}

/**
 * Keeps a lease alive while `work` runs, renewing it every `heartbeatMs`; `guard.beforeRelease` throws
 * LeaseLostError once a renewal or a last check finds it lost.
 */
export async function whileHolding<T>(
  store: PublicationStore,
  lease: HeldLease,
  work: (guard: Required<PublishOptions>) => Promise<T>,
  options: { heartbeatMs?: number; now?: () => number } = {},
): Promise<T> {
  const now = options.now ?? Date.now;
  let lost = false;
  const renew = () =>
    store
      .change((record) => leaseDecisions.renew(record, lease, now()))
      .then(
        (held) => {
          lost ||= !held;
        },
        // A renewal that failed is tried again at the next beat; the fence still guards the release.
        (error: unknown) => console.warn('publication: the lease could not be renewed:', error),
      );
  const beat = setInterval(() => void renew(), options.heartbeatMs ?? HEARTBEAT_MS);
  try {
    return await work({
      beforeRelease: async () => {
        if (!lost) await renew();
        if (lost) throw new LeaseLostError();
      },
    });
  } finally {
    clearInterval(beat);
  }
}

export interface RunnerDeps {
  store: PublicationStore;
  /** Renders the whole site and publishes it, answering the id of the version now live. */
  publishOnce(guard: Required<PublishOptions>): Promise<{ version: string }>;
  holder: string;
  sleep(ms: number): Promise<void>;
  now(): number;
  retryDelaysMs?: readonly number[];
  heartbeatMs?: number;
}

/**
 * Publishes until no change waits (or another instance publishes): the number of publications that went live.
 * A failed attempt is retried after each of the delays, the live release untouched meanwhile; after the last the
 * lease is let go and the failure stays recorded for the scheduled check. A holder that lost its lease stops.
 */
export async function runPublications(deps: RunnerDeps): Promise<number> {
  const delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  const { store } = deps;
  let published = 0;
  for (;;) {
    const claim = await store.change((record) => leaseDecisions.claim(record, deps.holder, deps.now()));
    if (claim === undefined || claim === 'busy') return published;
    const { lease, target } = claim;
    const outcome = await whileHolding(
      store,
      lease,
      async (guard): Promise<'published' | 'stop'> => {
        for (let attempt = 1; ; attempt++) {
          try {
            const { version } = await deps.publishOnce(guard);
            const recorded = await store.change((record) =>
              leaseDecisions.succeeded(record, lease, target, version, deps.now()),
            );
            return recorded ? 'published' : 'stop';
          } catch (error) {
            if (error instanceof LeaseLostError) return 'stop';
            const message = error instanceof Error ? error.message : String(error);
            console.error(`publication: attempt ${attempt} failed:`, error);
            const delay = delays[attempt - 1];
            const retryAt = delay === undefined ? undefined : deps.now() + delay;
            const held = await store.change((record) =>
              leaseDecisions.failed(record, lease, { message, attempts: attempt, retryAt }),
            );
            if (!held || delay === undefined) return 'stop';
            await deps.sleep(delay);
          }
        }
      },
      { heartbeatMs: deps.heartbeatMs, now: deps.now },
    );
    if (outcome === 'stop') {
      await store.change((record) => leaseDecisions.letGo(record, lease));
      return published;
    }
    published++;
  }
}
