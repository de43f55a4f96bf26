import { Timestamp } from 'firebase-admin/firestore';

/**
 * Firestore values as JSON and back: a timestamp is `{ "$time": [seconds, nanoseconds] }`, exact to the
 * nanosecond, so that a restored document equals the exported one. Other Firestore types are not stored here.
 */
export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

const TIME_KEY = '$time';

export function toPlain(value: unknown, where: string): Plain {
  if (
    value === null ||
    typeof value === 'boolean' ||
    typeof value === 'number' ||
    typeof value === 'string'
  ) {
    return value;
  }
  if (value instanceof Timestamp) return { [TIME_KEY]: [value.seconds, value.nanoseconds] };
  if (Array.isArray(value)) return value.map((item, index) => toPlain(item, `${where}[${index}]`));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        toPlain(item, `${where}.${key}`),
      ]),
    );
  }
  // A type the export cannot carry exactly fails the export rather than altering the document.
  throw new Error(`export: ${where} holds a value the backup format does not carry`);
}

const isTime = (value: object): value is { [TIME_KEY]: [number, number] } => {
  const time = (value as Record<string, unknown>)[TIME_KEY];
  return (
    Object.keys(value).length === 1 &&
    Array.isArray(time) &&
    time.length === 2 &&
    time.every((part) => Number.isInteger(part)) &&
    (time[1] as number) >= 0 &&
    (time[1] as number) < 1e9
  );
};

/** The Firestore value of a plain one; throws on a `$time` that is not a valid timestamp. */
export function fromPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fromPlain);
  if (TIME_KEY in value) {
    if (!isTime(value)) throw new Error('a $time that is not [seconds, nanoseconds]');
    const [seconds, nanoseconds] = value[TIME_KEY];
    return new Timestamp(seconds, nanoseconds);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromPlain(item)]));
}
