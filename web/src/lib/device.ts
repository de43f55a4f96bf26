import { DEFAULT_DEVICE_TYPE, type DeviceDescription, type LoginLocation } from '@portfolio/common';
import { DEFAULT_LOCATION } from '@/config/ui';
import UAParser from 'ua-parser-js';

const UNKNOWN = 'Unknown';
const GEOLOCATION_URL = import.meta.env.VITE_GEOLOCATION_URL ?? 'https://ipinfo.io/json';
const GEOLOCATION_TIMEOUT_MS = 3000;
/**
 * How long signing in or out waits for the API to record or clear this device: the record is a nicety, and a lost
 * answer must not leave the user on the form.
 */
export const DEVICE_RECORD_TIMEOUT_MS = 10_000;

/** Sent with the coordinates as the two halves of the service's "lat,long" text; the server reads them as numbers. */
export type SignInLocation = LoginLocation<string>;

const nameAndVersion = (part: { name?: string | undefined; version?: string | undefined }) =>
  part.name ? [part.name, part.version].filter(Boolean).join(' ') : UNKNOWN;

/** This browser as the devices list shows it ("unknown" and "Unknown" when the user agent says nothing). */
export function describeDevice(userAgent: string = navigator.userAgent): DeviceDescription {
  const { browser, os, device } = UAParser(userAgent);
  return {
    deviceType: device.type ?? DEFAULT_DEVICE_TYPE,
    browser: nameAndVersion(browser),
    os: nameAndVersion(os),
  };
}

/** The service's answer: the location fields, with the coordinates as one "lat,long" text. */
type GeolocationAnswer = Omit<LoginLocation, 'latitude' | 'longitude'> & { loc?: string };

/** Where this sign-in comes from, by the IP-geolocation service; offline or on failure, "0,0". */
export async function locateSignIn(): Promise<SignInLocation> {
  let answer: GeolocationAnswer = {};
  try {
    const response = await fetch(GEOLOCATION_URL, { signal: AbortSignal.timeout(GEOLOCATION_TIMEOUT_MS) });
    if (response.ok) answer = (await response.json()) as GeolocationAnswer;
  } catch {
    // The location is a nicety: without it the device is still recorded.
  }
  const { loc = DEFAULT_LOCATION, ...place } = answer;
  const [latitude = '0', longitude = '0'] = loc.split(',');
  return { ...place, latitude, longitude };
}
