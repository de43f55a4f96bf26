import { describe, expect, it } from 'vitest';
import { ifMatchRevisions } from './revision-condition';

describe('ifMatchRevisions', () => {
  it('reads `*` as any revision, a list of tags as those revisions, and nothing as no condition', () => {
    expect(ifMatchRevisions(undefined)).toBeUndefined();
    expect(ifMatchRevisions('  ')).toBeUndefined();
    expect(ifMatchRevisions(' * ')).toBe('any');
    expect(ifMatchRevisions('"2026-01-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z"')).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ]);
    expect(ifMatchRevisions('2026-01-01T00:00:00.000Z')).toEqual(['2026-01-01T00:00:00.000Z']);
  });

  it('lets a weak tag match nothing, as a strong comparison does', () => {
    expect(ifMatchRevisions('W/"2026-01-01T00:00:00.000Z"')).toEqual([]);
  });
});
