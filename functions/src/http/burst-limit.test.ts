import { describe, expect, it } from 'vitest';
import { BurstLimit } from './burst-limit';

describe('a burst limit', () => {
  it('allows max actions per key in the window, then refuses until the window has passed', () => {
    const limit = new BurstLimit(3, 1000);
    const allowed = Array.from({ length: 50 }, () => limit.allow('203.0.113.9', 5000));
    expect(allowed.filter(Boolean)).toHaveLength(3);
    expect(limit.allow('203.0.113.9', 5999)).toBe(false);
    expect(limit.allow('203.0.113.9', 6000)).toBe(true);
  });

  it('counts each key on its own', () => {
    const limit = new BurstLimit(1, 1000);
    expect(limit.allow('a', 0)).toBe(true);
    expect(limit.allow('b', 0)).toBe(true);
    expect(limit.allow('a', 1)).toBe(false);
  });

  it('forgets the oldest keys beyond its bound', () => {
    const limit = new BurstLimit(1, 1000, 2);
    limit.allow('a', 0);
    limit.allow('b', 0);
    limit.allow('c', 0);
    // `a` was forgotten, so it may act again; `c` is remembered.
    expect(limit.allow('a', 1)).toBe(true);
    expect(limit.allow('c', 1)).toBe(false);
  });
});
