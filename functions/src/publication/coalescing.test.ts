import { describe, expect, it } from 'vitest';
import type { PublicationRecord, RecordChange } from '../data/publication-state';
import { LEASE_MS, leaseDecisions, runPublications, whileHolding, type PublicationStore } from './coalescing';

/** The shared state in memory, changed by the same decisions as the Firestore store. */
function memoryStore(record: PublicationRecord = { requested: 0, published: 0 }) {
  const store: PublicationStore = {
    async change<T>(decide: (record: PublicationRecord) => RecordChange<T>) {
      const { patch, result } = decide(structuredClone(record));
      const fields = record as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(patch ?? {})) fields[key] = value ?? undefined;
      for (const key of Object.keys(fields))
        if (fields[key] === undefined) Reflect.deleteProperty(fields, key);
      return result;
    },
  };
  return { store, record };
}

const noWait = async () => {};

describe('leaseDecisions.claim', () => {
  it('takes the lease when changes wait and nobody holds one, up to every change asked for, with a new fence', () => {
    expect(
      leaseDecisions.claim({ requested: 3, published: 1, fence: 7 }, 'a', 1000, { leaseMs: 50 }),
    ).toEqual({
      patch: { fence: 8, lease: { holder: 'a', fence: 8, until: 1050 } },
      result: { target: 3, lease: { holder: 'a', fence: 8 } },
    });
  });

  it('leaves it to another holder until its lease expires', () => {
    const held = { requested: 3, published: 1, lease: { holder: 'b', until: 2000, fence: 1 } };
    expect(leaseDecisions.claim(held, 'a', 1999).result).toBe('busy');
    expect(leaseDecisions.claim(held, 'a', 2001).result).toMatchObject({ target: 3 });
  });

  it('has nothing to do once every change is published, and lets a lease go; forced, it takes it all the same', () => {
    expect(leaseDecisions.claim({ requested: 2, published: 2 }, 'a', 0)).toEqual({ result: undefined });
    const leased = { requested: 2, published: 2, lease: { holder: 'a', until: 10, fence: 1 } };
    expect(leaseDecisions.claim(leased, 'a', 0)).toEqual({ patch: { lease: null }, result: undefined });
    expect(
      leaseDecisions.claim({ requested: 2, published: 2 }, 'op', 0, { force: true }).result,
    ).toMatchObject({
      target: 2,
    });
  });
});

describe('the lease’s heartbeat and fence', () => {
  it('renews the lease while a publication runs longer than the lease itself', async () => {
    const { store, record } = memoryStore({ requested: 1, published: 0 });
    let clock = 0;
    const lease = await store.change((r) => leaseDecisions.claim(r, 'a', clock));
    if (typeof lease !== 'object') throw new Error('no lease');
    const untils: number[] = [];
    await whileHolding(
      store,
      lease.lease,
      async () => {
        // Four lease lengths pass during one attempt, a beat in each.
        for (let beat = 0; beat < 4; beat++) {
          clock += LEASE_MS;
          await new Promise((resolve) => setTimeout(resolve, 15));
          untils.push(record.lease?.until ?? 0);
        }
      },
      { heartbeatMs: 5, now: () => clock },
    );
    expect(untils.every((until, beat) => until > (beat + 1) * LEASE_MS)).toBe(true);
    // Another instance arriving meanwhile finds it busy.
    expect(leaseDecisions.claim(record, 'b', clock).result).toBe('busy');
  });

  it('an older attempt finishing after a newer one records nothing, and does not release', async () => {
    const { store, record } = memoryStore({ requested: 1, published: 0, version: 'deployed' });
    let clock = 0;
    const released: string[] = [];
    const slowRun = runPublications({
      store,
      holder: 'old',
      sleep: noWait,
      now: () => clock,
      heartbeatMs: 60_000,
      publishOnce: async (guard) => {
        // Stalls past its lease (no beat reaches the store); a newer publication takes over meanwhile.
        clock += LEASE_MS + 1;
        record.requested = 2;
        await runPublications({
          store,
          holder: 'new',
          sleep: noWait,
          now: () => clock,
          publishOnce: async (newer) => {
            await newer.beforeRelease();
            released.push('v-new');
            return { version: 'v-new' };
          },
        });
        await guard.beforeRelease();
        released.push('v-old');
        return { version: 'v-old' };
      },
    });
    expect(await slowRun).toBe(0);
    expect(released).toEqual(['v-new']);
    expect(record).toMatchObject({ published: 2, version: 'v-new' });
    expect(record.lease).toBeUndefined();
  });

  it('a success recorded under a lost lease is refused by the fence', () => {
    const record = { requested: 3, published: 1, lease: { holder: 'a', until: 99, fence: 5 } };
    expect(leaseDecisions.succeeded(record, { holder: 'a', fence: 4 }, 3, 'v', 0)).toEqual({ result: false });
    expect(leaseDecisions.succeeded(record, { holder: 'a', fence: 5 }, 3, 'v', 0).result).toBe(true);
    expect(
      leaseDecisions.succeeded({ requested: 3, published: 1 }, { holder: 'a', fence: 5 }, 3, 'v', 0).result,
    ).toBe(false);
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
      return { version: `r${publications}` };
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
    expect(record).toMatchObject({ requested: 11, published: 11, version: 'r2' });
    expect(record.lease).toBeUndefined();
  });

  it('a failure is retried after each delay while the last release stays recorded, then succeeds', async () => {
    const { store, record } = memoryStore({ requested: 5, published: 4, version: 'live' });
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
        return { version: 'new' };
      },
    });
    expect(count).toBe(1);
    expect(waits).toEqual([10, 20]);
    // While retrying: the failure and the next attempt are recorded, the live version is the previous one.
    expect(seen[1]).toMatchObject({
      published: 4,
      version: 'live',
      failure: { message: 'Hosting refused', attempts: 2, retryAt: 20 },
    });
    expect(record).toMatchObject({ published: 5, version: 'new' });
    expect(record.failure).toBeUndefined();
  });

  it('after the last retry it lets the lease go and keeps the failure for the scheduled check', async () => {
    const { store, record } = memoryStore({ requested: 2, published: 1, version: 'live' });
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
    expect(record).toMatchObject({ published: 1, version: 'live', failure: { attempts: 2 } });
    expect(record.failure?.retryAt).toBeUndefined();
    expect(record.lease).toBeUndefined();
    // The next run (the check) takes it up.
    const next = await runPublications({
      store,
      holder: 'check',
      now: () => 0,
      sleep: noWait,
      publishOnce: async () => ({ version: 'fixed' }),
    });
    expect(next).toBe(1);
    expect(record).toMatchObject({ published: 2, version: 'fixed' });
  });
});
