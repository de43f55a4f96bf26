import { MAX_ORDERED_PROJECTS } from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import { orderedIds, PROJECT_ORDER_MESSAGES } from './project-order-body';

/** The field error a body is refused with. */
function refusal(body: unknown): unknown {
  try {
    orderedIds(body);
  } catch (error) {
    return error;
  }
  throw new Error('accepted');
}

const refusedWith = (message: string) =>
  expect.objectContaining({ status: 400, code: 'validation_failed', fields: { ids: message } });

describe('a reorder body', () => {
  it('gives its ids, most important first', () => {
    expect(orderedIds({ ids: ['b', 'a', 'c'] })).toEqual(['b', 'a', 'c']);
    expect(orderedIds({ ids: [] })).toEqual([]);
  });

  it('is refused without a list of ids', () => {
    for (const body of [undefined, null, {}, { ids: 'a,b' }, { ids: { 0: 'a' } }]) {
      expect(refusal(body)).toEqual(refusedWith(PROJECT_ORDER_MESSAGES.notAList));
    }
  });

  it('is refused with more ids than the API orders at once', () => {
    const ids = Array.from({ length: MAX_ORDERED_PROJECTS + 1 }, (_, i) => `p${i}`);
    expect(refusal({ ids })).toEqual(refusedWith(PROJECT_ORDER_MESSAGES.tooMany));
  });

  it('names the first entry that is not a project id', () => {
    expect(refusal({ ids: ['a', 'b/c'] })).toEqual(refusedWith(PROJECT_ORDER_MESSAGES.notAnId(1)));
    expect(refusal({ ids: [7] })).toEqual(refusedWith(PROJECT_ORDER_MESSAGES.notAnId(0)));
  });

  it('names an id listed twice', () => {
    expect(refusal({ ids: ['a', 'b', 'a'] })).toEqual(refusedWith(PROJECT_ORDER_MESSAGES.duplicate('a')));
  });
});
