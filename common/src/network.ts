const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The network a rate limit counts: an IPv4 address itself (also when written IPv4-mapped, `::ffff:a.b.c.d`), an
 * IPv6 address by its /64, since one client usually holds a whole /64 and could otherwise walk through it, an
 * address a request. Expects an address already checked to be an IP address.
 */
export function rateLimitNetwork(address: string): string {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)?.[1];
  if (mapped) return mapped;
  if (IPV4.test(lower) || !lower.includes(':')) return lower;
  const [head = '', tail = ''] = lower.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = lower.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
