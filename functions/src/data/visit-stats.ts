import {
  COLLECTIONS,
  DEVICE_CLASSES,
  OTHER_VISITS,
  VISIT_STATS_RETENTION_MONTHS,
  type DeviceClass,
} from '@portfolio/common';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../core/firebase';

/**
 * Visit statistics are daily counts, kept in a few documents a day (`{day}_{shard}`); a view adds one to each of
 * its day's totals in one update. No document holds a visitor's address, user agent or any identifier.
 *
 * Shards: Firestore sustains about one write per second to a document (firebase.google.com/docs/firestore/quotas,
 * "Maximum sustained write rate to a document"); a view picks one of these at random, so a day takes that many.
 */
export const VISIT_STATS_SHARDS = 4;

/**
 * The distinct pages, and the distinct sources, a day keeps; beyond them a view counts under OTHER_VISITS. Firestore
 * caps a document at 20,000 fields and 1 MiB (firebase.google.com/docs/firestore/quotas, "Maximum number of fields
 * in a document" and "Maximum size for a document"): a shard then holds at most 250 of each, about 500 fields and,
 * with host names of 253 characters at most, well under 200 KB. Views that add new keys at the same moment may pass
 * the bound by a few (each view reads its shard, then writes it), far below either cap.
 */
export const MAX_DISTINCT_PER_DAY = 1000;
const MAX_DISTINCT_PER_SHARD = MAX_DISTINCT_PER_DAY / VISIT_STATS_SHARDS;

/** A day's counts as stored (one shard's, or their sum). */
export interface VisitDay {
  day: string;
  views: number;
  pages: Record<string, number>;
  referrers: Record<string, number>;
  devices: Partial<Record<DeviceClass, number>>;
  /** By the page's language code, DEFAULT_LANGUAGE_VISITS for the default language's (none before languages). */
  languages?: Record<string, number>;
}

/** What one view adds to its day. */
export interface CountedView {
  day: string;
  path: string;
  /** Where the visitor arrived from; none for a view after another of the site. */
  referrer?: string;
  device: DeviceClass;
  /** The page's language, by its path's prefix (DEFAULT_LANGUAGE_VISITS without one). */
  language: string;
}

const visitStatsCollection = () => db.collection(COLLECTIONS.visitStats);

/** The moment a day's counts may go: its end plus the retention, removed by the collection's TTL policy. */
export function expiryOfDay(day: string): Date {
  const end = new Date(`${day}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  end.setUTCMonth(end.getUTCMonth() + VISIT_STATS_RETENTION_MONTHS);
  return end;
}

/** The key a view is counted under: its own when the shard has it or has room for it, else OTHER_VISITS. */
function keptKey(stored: unknown, key: string): string {
  const counts = typeof stored === 'object' && stored !== null ? stored : {};
  const known = Object.prototype.hasOwnProperty.call(counts, key);
  return known || Object.keys(counts).length < MAX_DISTINCT_PER_SHARD ? key : OTHER_VISITS;
}

/**
 * Adds one view to its day: a read of its shard (to keep the day's pages and sources bounded), then one update (a
 * merge of increments, so concurrent views add up).
 */
export async function countView(view: CountedView): Promise<void> {
  const shard = Math.floor(Math.random() * VISIT_STATS_SHARDS);
  const one = FieldValue.increment(1);
  const document = visitStatsCollection().doc(`${view.day}_${shard}`);
  const stored = (await document.get()).data();
  const page = keptKey(stored?.pages, view.path);
  const referrer = view.referrer === undefined ? undefined : keptKey(stored?.referrers, view.referrer);
  // Nested objects under set-with-merge: each key is a field name as it is (a path's `/`, a host's dots).
  await document.set(
    {
      day: view.day,
      expiresAt: Timestamp.fromDate(expiryOfDay(view.day)),
      views: one,
      pages: { [page]: one },
      ...(referrer !== undefined && { referrers: { [referrer]: one } }),
      devices: { [view.device]: one },
      // At most one key per known language: bounded without a read.
      languages: { [view.language]: one },
    },
    { merge: true },
  );
}

/** Every stored count from `from` to `to` (`YYYY-MM-DD`, both included), a document per day and shard. */
export async function readVisitDays(from: string, to: string): Promise<VisitDay[]> {
  const snapshot = await visitStatsCollection().where('day', '>=', from).where('day', '<=', to).get();
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      day: String(data.day),
      views: Number(data.views) || 0,
      pages: (data.pages as Record<string, number> | undefined) ?? {},
      referrers: (data.referrers as Record<string, number> | undefined) ?? {},
      devices: Object.fromEntries(
        DEVICE_CLASSES.map((device) => [
          device,
          Number((data.devices as Record<string, unknown>)?.[device]) || 0,
        ]),
      ),
      languages: (data.languages as Record<string, number> | undefined) ?? {},
    };
  });
}

/** Writes whole days at once (the seed's demo statistics), replacing what those days held. */
export async function writeVisitDays(days: VisitDay[]): Promise<void> {
  const writer = db.bulkWriter();
  for (const { day, ...counts } of days) {
    void writer.set(visitStatsCollection().doc(`${day}_0`), {
      day,
      expiresAt: Timestamp.fromDate(expiryOfDay(day)),
      ...counts,
    });
  }
  await writer.close();
}
