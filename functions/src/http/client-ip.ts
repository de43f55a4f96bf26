import type { Request } from 'express';
import { isIP } from 'node:net';

// The longest textual IPv6 address (with an embedded IPv4 one).
const MAX_IP_LENGTH = 45;

/**
 * How many proxies in front of the function append the address they saw to X-Forwarded-For; Express then takes
 * the caller's address from that many entries from the right, and whatever the caller wrote before them is
 * ignored. In production, Firebase Hosting's CDN appends the visitor's address and Cloud Run's front end appends
 * the CDN's: two. The emulators append nothing (the Hosting emulator passes the caller's header on unchanged), so
 * there no header is trusted. TRUSTED_PROXY_HOPS overrides both.
 */
export function trustedProxyHops(): number {
  const configured = Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? '', 10);
  if (Number.isInteger(configured) && configured >= 0) return configured;
  return process.env.FUNCTIONS_EMULATOR === 'true' ? 0 : 2;
}

/** The caller's IP address as the trusted proxies saw it; nothing when that is not an IP address. */
export function clientAddress(req: Request): string | undefined {
  const address = req.ip;
  return address && address.length <= MAX_IP_LENGTH && isIP(address) ? address : undefined;
}
