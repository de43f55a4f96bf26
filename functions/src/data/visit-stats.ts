import {
  COLLECTIONS,
  DEVICE_CLASSES,
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

/** A day's counts as stored (one shard's, or their sum). */
export interface VisitDay {
  day: string;
  views: number;
  pages: Record<string, number>;
  referrers: Record<string, number>;
  devices: Partial<Record<DeviceClass, number>>;
}

/** What one view adds to its day. */
export interface CountedView {
  day: string;
  path: string;
  /** Where the visitor arrived from; none for a view after another of the site. */
  referrer?: string;
  device: DeviceClass;
}

const visitStatsCollection = () => db.collection(COLLECTIONS.visitStats);

/** The moment a day's counts may go: its end plus the retention, removed by the collection's TTL policy. */
export function expiryOfDay(day: string): Date {
  const end = new Date(`${day}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  end.setUTCMonth(end.getUTCMonth() + VISIT_STATS_RETENTION_MONTHS);
  return end;
}

/** Adds one view to its day: one document update (a merge of increments, so concurrent views add up). */
export async function countView(view: CountedView): Promise<void> {
  const shard = Math.floor(Math.random() * VISIT_STATS_SHARDS);
  const one = FieldValue.increment(1);
  // Nested objects under set-with-merge: each key is a field name as it is (a path's `/`, a host's dots).
  await visitStatsCollection()
    .doc(`${view.day}_${shard}`)
    .set(
      {
        day: view.day,
        expiresAt: Timestamp.fromDate(expiryOfDay(view.day)),
        views: one,
        pages: { [view.path]: one },
        ...(view.referrer !== undefined && { referrers: { [view.referrer]: one } }),
        devices: { [view.device]: one },
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
