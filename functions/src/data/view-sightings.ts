import { addDays, COLLECTIONS } from '@portfolio/common';
import { Timestamp } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { db } from '../core/firebase';

/**
 * Which visitors saw which page today, so that a view is counted once per visitor, page and day across every
 * instance (a burst the platform spreads over instances passes each one's burst limit). As cookie-less analytics do:
 * a visitor is a hash of the day's salt, their network, user agent and the page (services/visitors.ts, visitorKey),
 * the salt a random secret kept here for its day only. Once the salt is gone, no hash can be tied back to an
 * address, even by trying every address; the hashes go with it.
 *
 * `viewSightings/{hash}` holds only its expiry; `viewSightings/salt_{day}` the day's salt. Both expire the day after
 * theirs (the collection's TTL policy, which deletes within a day or so of the expiry).
 */
const sightings = () => db.collection(COLLECTIONS.viewSightings);

/** Firestore's gRPC code for a create over an existing document (cloud.google.com/firestore/docs/understand-error-codes). */
const ALREADY_EXISTS = 6;
const SALT_BYTES = 32;

const isAlreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;

/** The moment a day's records may go: the end of the day after it, when no view of the day can still arrive. */
export function sightingExpiry(day: string): Timestamp {
  return Timestamp.fromDate(new Date(`${addDays(day, 2)}T00:00:00Z`));
}

/** This instance's copy of the current day's salt: read or made once a day, not once a view. */
let daySalt: { day: string; salt: Promise<Buffer> } | undefined;

async function readOrMakeSalt(day: string): Promise<Buffer> {
  const ref = sightings().doc(`salt_${day}`);
  try {
    const salt = randomBytes(SALT_BYTES);
    await ref.create({ salt, expiresAt: sightingExpiry(day) });
    return salt;
  } catch (error) {
    // Another instance made it first: its salt is the day's.
    if (!isAlreadyExists(error)) throw error;
    const stored = (await ref.get()).get('salt') as Buffer | undefined;
    if (!stored) throw new Error(`The salt of ${day} is missing`);
    return stored;
  }
}

/** The day's salt, the same in every instance; made by the first view of the day. */
export function saltOfDay(day: string): Promise<Buffer> {
  if (daySalt?.day !== day) {
    const salt = readOrMakeSalt(day);
    daySalt = { day, salt };
    // A failed read is not kept: the next view tries again.
    salt.catch(() => {
      if (daySalt?.salt === salt) daySalt = undefined;
    });
  }
  return daySalt.salt;
}

/**
 * Records that the visitor `key` (a hash naming the day through its salt) saw its page on `day`; answers whether
 * this was the first time, in any instance: one create, which fails when the record exists.
 */
export async function isFirstSighting(key: string, day: string): Promise<boolean> {
  try {
    await sightings()
      .doc(key)
      .create({ expiresAt: sightingExpiry(day) });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
