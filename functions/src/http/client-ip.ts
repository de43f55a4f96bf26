import type { Request } from 'express';
import { isIP } from 'node:net';
import { TRUSTED_PROXY_HOPS } from '../config/settings';

// The longest textual IPv6 address (with an embedded IPv4 one).
const MAX_IP_LENGTH = 45;

/**
 * How many proxies in front of the function append the address they saw to X-Forwarded-For; Express then takes
 * the caller's address from that many entries from the right, and whatever the caller wrote before them is
 * ignored.
 */
export function trustedProxyHops(): number {
  return Math.max(0, TRUSTED_PROXY_HOPS.value());
}

/** The caller's IP address as the trusted proxies saw it; nothing when that is not an IP address. */
export function clientAddress(req: Request): string | undefined {
  const address = req.ip;
  return address && address.length <= MAX_IP_LENGTH && isIP(address) ? address : undefined;
}
