import { describe, expect, it } from 'vitest';
import { withApp } from '../testing/serve';
import { clientAddress, trustedProxyHops } from './client-ip';

/** The caller's address as a route sees it, with the app's proxy setting. */
async function addressSeen(forwardedFor: string | undefined): Promise<string | null> {
  let seen: string | null = null;
  await withApp(
    (app) => {
      app.set('trust proxy', trustedProxyHops());
      app.get('/who', (req, res) => void res.json({ address: clientAddress(req) ?? null }));
    },
    async (base) => {
      const response = await fetch(`${base}/who`, {
        headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
      });
      seen = ((await response.json()) as { address: string | null }).address;
    },
  );
  return seen;
}

describe('the client address', () => {
  it('trusts two proxies by default: Hosting, then Cloud Run in front of the function', () => {
    expect(trustedProxyHops()).toBe(2);
  });

  it('is the address Hosting appended, whatever the caller wrote before it', async () => {
    expect(await addressSeen('203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
    expect(await addressSeen('198.51.100.1, 203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
    expect(await addressSeen('2001:db8::1, 10.0.0.1')).toBe('2001:db8::1');
  });

  it('is the connection itself without a forwarded address', async () => {
    expect(await addressSeen(undefined)).toBe('127.0.0.1');
  });

  it('is nothing when that entry is not an IP address', async () => {
    expect(await addressSeen('not-an-address, 10.0.0.1')).toBeNull();
    expect(await addressSeen(`${'1'.repeat(60)}, 10.0.0.1`)).toBeNull();
  });
});
