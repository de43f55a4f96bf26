import { describe, expect, it } from 'vitest';
import {
  INTERFACE_TEXT_LIMITS,
  INTERFACE_TEXT_MESSAGES as T,
  validateOverridesShape,
} from './interface-texts';

describe('the overrides a PUT takes', () => {
  it('takes texts by key, trimmed', () => {
    expect(validateOverridesShape({ overrides: { 'texts.header.home': ' Start ' } })).toEqual({
      ok: true,
      value: { 'texts.header.home': 'Start' },
    });
    expect(validateOverridesShape({ overrides: {} })).toEqual({ ok: true, value: {} });
  });

  it('refuses any other body, and each bad text by its key', () => {
    for (const body of [null, [], 'x', {}, { overrides: [] }, { overrides: {}, extra: 1 }])
      expect(validateOverridesShape(body)).toEqual({ ok: false, fields: { _: T.body } });
    const refused = validateOverridesShape({
      overrides: {
        a: 5,
        b: '   ',
        c: 'x'.repeat(INTERFACE_TEXT_LIMITS.message + 1),
        d: 'line\nbreak',
        e: 'lone \uD800',
        ['__proto__']: 'x',
        constructor: 'x',
      },
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(Object.keys(refused.fields).sort()).toEqual(['__proto__', 'a', 'b', 'c', 'constructor', 'd', 'e']);
    expect(refused.fields.a).toBe(T.notText);
    expect(refused.fields.b).toBe(T.empty);
    expect(refused.fields.c).toBe(T.tooLong);
    expect(refused.fields.d).toBe(T.controlCharacters);
  });

  it('refuses more than the limit of overrides', () => {
    const many = Object.fromEntries(
      Array.from({ length: INTERFACE_TEXT_LIMITS.overrides + 1 }, (_, index) => [`k${index}`, 'x']),
    );
    expect(validateOverridesShape({ overrides: many })).toEqual({
      ok: false,
      fields: { overrides: T.tooMany },
    });
  });
});
