import { describe, expect, it } from 'vitest';
import { rateLimitNetwork } from './network';

describe('rateLimitNetwork', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    expect(rateLimitNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(rateLimitNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitNetwork('2001:0DB8:0000:0002::1')).toBe('2001:db8:0:2::/64');
    expect(rateLimitNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv4 client by its address, also when it is written IPv4-mapped', () => {
    expect(rateLimitNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitNetwork('::ffff:203.0.113.10')).not.toBe(rateLimitNetwork('::ffff:203.0.113.9'));
  });
});
