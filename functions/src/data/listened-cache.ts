import type { Query } from 'firebase-admin/firestore';
import { PUBLIC_S_MAXAGE_S } from '../config/cache';

/**
 * Answers read from a query's documents, kept in memory by each function instance: the public pages ask the same
 * few questions again and again, and a Firestore read costs more than all the rest of such a request.
 *
 * Kept fresh three ways: a listener on the query drops everything on any change, whoever made it (another instance,
 * the seed, the console); this instance's own writes drop it at once (`forget`), before the listener hears of them;
 * and nothing is kept longer than the CDN may keep the answer anyway. Until the listener has its first snapshot (or
 * after it failed) nothing is cached.
 */
export function listenedCache(
  name: string,
  query: () => Query,
  options: {
    /** The bound only guards against a key made of input. */
    maxEntries: number;
    /** Whether an answer is kept (an unknown id's, say, may not be). */
    keeps?: (value: unknown) => boolean;
  },
) {
  const ttlMs = PUBLIC_S_MAXAGE_S * 1000;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  /** Bumped on every change, so that an answer read before a change is not kept after it. */
  let generation = 0;
  let listener: 'off' | 'starting' | 'in-sync' = 'off';
  const changeListeners = new Set<() => void>();

  function forget(): void {
    generation++;
    entries.clear();
    for (const changed of changeListeners) changed();
  }

  /** Starts listening to the query, once (each cached read starts it too). */
  function listen(): void {
    if (listener !== 'off') return;
    listener = 'starting';
    query().onSnapshot(
      () => {
        listener = 'in-sync';
        forget();
      },
      (error) => {
        // The listener is gone: stop caching; the next read starts a new one.
        console.warn(`${name} cache: listener failed, caching paused`, error);
        listener = 'off';
        forget();
      },
    );
  }

  /** `read()`'s answer, from memory when the same question was answered since the documents last changed. */
  async function read<T>(key: string, load: () => Promise<T>): Promise<T> {
    listen();
    const cached = entries.get(key);
    if (listener === 'in-sync' && cached && cached.expiresAt > Date.now()) return cached.value as T;
    const readAt = generation;
    const value = await load();
    if (listener === 'in-sync' && generation === readAt && (options.keeps?.(value) ?? true)) {
      if (entries.size >= options.maxEntries) entries.clear();
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    }
    return value;
  }

  return {
    read,
    forget,
    listen,
    /** Calls `changed` on every change this instance hears of (what else keeps reads of the same documents). */
    onChange: (changed: () => void) => void changeListeners.add(changed),
  };
}
