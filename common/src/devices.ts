/** The device type of a browser that does not say what it runs on. */
export const DEFAULT_DEVICE_TYPE = 'unknown';

/** How a browser describes itself (ua-parser-js); a device is told apart by these three. */
export interface DeviceDescription {
  deviceType: string;
  browser: string;
  os: string;
}

/** Where a sign-in came from, as the IP-geolocation service answers it; the server keeps the well-formed parts. */
export interface LoginLocation<Coordinate = number> {
  ip?: string;
  city?: string;
  region?: string;
  country?: string;
  postal?: string;
  timezone?: string;
  latitude?: Coordinate;
  longitude?: Coordinate;
}

/** A device entry as stored: any timestamp type with toMillis (Admin SDK and web SDK alike). */
interface HasLastUsed {
  lastUsed?: { toMillis(): number };
}

/**
 * A user's devices, most recently used first. They are stored as a map keyed by device (so that concurrent
 * sign-ins write separate fields); a record written before that keeps a list, read the same way.
 */
export function devicesByRecency<T extends HasLastUsed>(devices: Record<string, T> | T[] | undefined): T[] {
  const list = Array.isArray(devices) ? [...devices] : Object.values(devices ?? {});
  return list.sort((a, b) => (b.lastUsed?.toMillis() ?? 0) - (a.lastUsed?.toMillis() ?? 0));
}
