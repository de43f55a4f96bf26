import { describe, expect, it } from 'vitest';
import { isRecentSignIn, RECENT_SIGN_IN_SECONDS } from './sign-in';

describe('isRecentSignIn', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const seconds = now / 1000;

  it('holds up to the limit, and not a second after', () => {
    expect(isRecentSignIn(seconds, now)).toBe(true);
    expect(isRecentSignIn(seconds - RECENT_SIGN_IN_SECONDS, now)).toBe(true);
    expect(isRecentSignIn(seconds - RECENT_SIGN_IN_SECONDS - 1, now)).toBe(false);
  });

  it('refuses a missing or malformed time', () => {
    expect(isRecentSignIn(Number.NaN, now)).toBe(false);
    expect(isRecentSignIn(undefined as unknown as number, now)).toBe(false);
  });
});
