import { describe, expect, it } from 'vitest';
import type { PublicationRecord } from '../data/publication-state';
import { decideClaim, LEASE_MS, runPublications, type PublicationStore } from './coalescing';

/** The shared state in memory, with the same decisions as the Firestore store. */
function memoryStore(record: PublicationRecord = { requested: 0, published: 0 }, now = () => Date.now()) {
  const store: PublicationStore = {
    async claim(holder) {
      const claim = decideClaim(record, holder, now(), LEASE_MS);
      if (claim.kind === 'take') {
        record.lease = claim.lease;
        return claim.target;
      }
      if (claim.kind === 'done' && claim.releaseLease) delete record.lease;
      return undefined;
    },
    async succeeded(_holder, target, release) {
      record.published = Math.max(record.published, target);
      record.release = release;
      delete record.failure;
    },
    async failed(holder, failure) {
      record.failure = failure;
      record.lease = { holder, until: now() + LEASE_MS };
    },
    async letGo(holder) {
      if (record.lease?.holder === holder) delete record.lease;
    },
  };
  return { store, record };
}

const noWait = async () => {};

describe('decideClaim', () => {
  it('takes the lease when changes wait and nobody holds one, up to every change asked for', () => {
    expect(decideClaim({ requested: 3, published: 1 }, 'a', 1000, 50)).toEqual({
      kind: 'take',
      target: 3,
      lease: { holder: 'a', until: 1050 },
    });
  });

  it('leaves it to another holder until its lease expires', () => {
    const held = { requested: 3, published: 1, lease: { holder: 'b', until: 2000 } };
    expect(decideClaim(held, 'a', 1999, 50)).toEqual({ kind: 'busy' });
    expect(decideClaim(held, 'a', 2001, 50).kind).toBe('take');
  });

  it('has nothing to do once every change is published, and lets a lease go', () => {
    expect(decideClaim({ requested: 2, published: 2 }, 'a', 0, 50)).toEqual({
      kind: 'done',
      releaseLease: false,
    });
    const leased = { requested: 2, published: 2, lease: { holder: 'a', until: 10 } };
    expect(decideClaim(leased, 'a', 0, 50)).toEqual({ kind: 'done', releaseLease: true });
  });
});

describe('runPublications', () => {
  it('ten changes during a publication cause exactly one more after it', async () => {
    const { store, record } = memoryStore({ requested: 1, published: 0 });
    let publications = 0;
    let other = 0;
    const publishOnce = async () => {
      publications++;
      if (publications === 1) {
        // Ten saves while the first publication runs; each one's trigger finds the lease taken.
        for (let change = 0; change < 10; change++) {
          record.requested++;
          other += await runPublications({
            store,
            publishOnce,
            holder: `t${change}`,
            sleep: noWait,
            now: Date.now,
          });
        }
      }
      return { release: `r${publications}` };
    };
    const count = await runPublications({
      store,
      publishOnce,
      holder: 'first',
      sleep: noWait,
      now: Date.now,
    });
    expect(count).toBe(2);
    expect(other).toBe(0);
    expect(publications).toBe(2);
    expect(record).toMatchObject({ requested: 11, published: 11, release: 'r2' });
    expect(record.lease).toBeUndefined();
  });

  it('a failure is retried after each delay while the last release stays recorded, then succeeds', async () => {
    const { store, record } = memoryStore({ requested: 5, published: 4, release: 'live' });
    const waits: number[] = [];
    const seen: PublicationRecord[] = [];
    let attempts = 0;
    const count = await runPublications({
      store,
      holder: 'a',
      now: () => 0,
      retryDelaysMs: [10, 20, 40],
      sleep: async (ms) => {
        waits.push(ms);
        seen.push(structuredClone(record));
      },
      publishOnce: async () => {
        attempts++;
        if (attempts < 3) throw new Error('Hosting refused');
        return { release: 'new' };
      },
    });
    expect(count).toBe(1);
    expect(waits).toEqual([10, 20]);
    // While retrying: the failure and the next attempt are recorded, the live release is the previous one.
    expect(seen[1]).toMatchObject({
      published: 4,
      release: 'live',
      failure: { message: 'Hosting refused', attempts: 2, retryAt: 20 },
    });
    expect(record).toMatchObject({ published: 5, release: 'new' });
    expect(record.failure).toBeUndefined();
  });

  it('after the last retry it lets the lease go and keeps the failure for the scheduled check', async () => {
    const { store, record } = memoryStore({ requested: 2, published: 1, release: 'live' });
    const count = await runPublications({
      store,
      holder: 'a',
      now: () => 0,
      retryDelaysMs: [1],
      sleep: noWait,
      publishOnce: async () => {
        throw new Error('a page failed to render');
      },
    });
    expect(count).toBe(0);
    expect(record).toMatchObject({ published: 1, release: 'live', failure: { attempts: 2 } });
    expect(record.failure?.retryAt).toBeUndefined();
    expect(record.lease).toBeUndefined();
    // The next run (the check) takes it up.
    const next = await runPublications({
      store,
      holder: 'check',
      now: () => 0,
      sleep: noWait,
      publishOnce: async () => ({ release: 'fixed' }),
    });
    expect(next).toBe(1);
    expect(record).toMatchObject({ published: 2, release: 'fixed' });
  });
});
