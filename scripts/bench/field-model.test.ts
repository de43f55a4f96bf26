import { describe, expect, it } from 'vitest';
import { FUNCTION_SHARE_AFTER, fieldModel, p75 } from './field-model';

const INPUTS = { coldMs: 1300, warmMs: 80, fileMs: 4 };

describe('the field model', () => {
  it('takes the 75th percentile of a mixture of outcomes', () => {
    expect(
      p75([
        { share: 0.8, ms: 4 },
        { share: 0.2, ms: 1300 },
      ]),
    ).toBe(4);
    expect(
      p75([
        { share: 0.5, ms: 4 },
        { share: 0.2, ms: 80 },
        { share: 0.3, ms: 1300 },
      ]),
    ).toBe(1300);
    expect(
      p75([
        { share: 0.5, ms: 4 },
        { share: 0.25, ms: 80 },
        { share: 0.25, ms: 1300 },
      ]),
    ).toBe(80);
  });

  it('before: sparse traffic misses the CDN and finds no warm instance', () => {
    const [ten, hundred, thousand] = fieldModel(INPUTS);
    expect(ten?.beforeFunctionShare).toBeGreaterThan(0.99);
    expect(ten?.beforeColdShare).toBeGreaterThan(0.85);
    expect(ten?.beforeP75Ms).toBe(INPUTS.coldMs);
    expect(hundred?.beforeP75Ms).toBe(INPUTS.coldMs);
    // A thousand views a day keep an instance warm, and the CDN answers some of them.
    expect(thousand?.beforeFunctionShare).toBeLessThan(0.8);
    expect(thousand?.beforeP75Ms).toBe(INPUTS.warmMs);
  });

  it('after: a file answers all but the views only the function can answer', () => {
    for (const row of fieldModel(INPUTS)) {
      expect(row.afterFunctionShare).toBe(FUNCTION_SHARE_AFTER);
      expect(row.afterColdShare).toBeLessThanOrEqual(FUNCTION_SHARE_AFTER);
      expect(row.afterP75Ms).toBe(INPUTS.fileMs);
    }
  });

  it('more traffic never makes a page slower', () => {
    const rows = fieldModel(INPUTS, [1, 10, 100, 1000, 10_000]);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.beforeP75Ms).toBeLessThanOrEqual(rows[i - 1]!.beforeP75Ms);
      expect(rows[i]!.beforeColdShare).toBeLessThanOrEqual(rows[i - 1]!.beforeColdShare);
    }
  });
});
