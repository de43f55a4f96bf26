import { describe, expect, it } from 'vitest';
import { TRANSLATION_MESSAGES as T, validateOtherLanguages, validateTranslationInput } from './translation';

describe('validateOtherLanguages', () => {
  it('takes known languages besides the default one, each once, at most eight', () => {
    expect(validateOtherLanguages({ others: ['bn', 'ar'] }, 'en')).toEqual({ ok: true, value: ['bn', 'ar'] });
    expect(validateOtherLanguages({ others: ['bn', 'xx'] }, 'en')).toEqual({
      ok: false,
      fields: { others: T.unknownLanguage('xx') },
    });
    expect(validateOtherLanguages({ others: ['en'] }, 'en')).toMatchObject({ ok: false });
    expect(validateOtherLanguages({ others: ['bn', 'bn'] }, 'en')).toMatchObject({ ok: false });
    expect(validateOtherLanguages(['bn'], 'en')).toEqual({ ok: false, fields: { others: T.languagesBody } });
  });
});

describe('validateTranslationInput', () => {
  const site = { role: 'Developer', skills: ['React', 'Node'], about: ['One.', 'Two.'] };

  it('answers the texts trimmed, lists as long as their default texts', async () => {
    const input = { fields: { role: ' ডেভেলপার ', skills: ['রিয়্যাক্ট', 'নোড'] }, published: true };
    expect(await validateTranslationInput('site', input, site)).toEqual({
      ok: true,
      value: { fields: { role: 'ডেভেলপার', skills: ['রিয়্যাক্ট', 'নোড'] }, published: true },
    });
  });

  it('refuses what the kind’s own validation refuses, field by field', async () => {
    const input = {
      fields: { role: 'x'.repeat(121), skills: ['a'], about: 'One.', name: 'Someone' },
      published: false,
    };
    expect(await validateTranslationInput('site', input, site)).toEqual({
      ok: false,
      fields: {
        role: 'Role must be at most 120 characters',
        skills: T.listLength(2),
        about: T.notList,
        name: T.notTranslatable,
      },
    });
    const skill = { fields: { skills: ['a'.repeat(41), 'b'] }, published: false };
    expect(await validateTranslationInput('site', skill, site)).toEqual({
      ok: false,
      fields: { skills: 'Skill must be at most 40 characters' },
    });
  });

  it('refuses a field named as what every object has', async () => {
    const input = JSON.parse(
      '{ "fields": { "__proto__": "x", "constructor": "y" }, "published": true }',
    ) as unknown;
    const result = await validateTranslationInput('site', input, site);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : Object.entries(result.fields)).toEqual([
      ['__proto__', T.notTranslatable],
      ['constructor', T.notTranslatable],
    ]);
  });

  it('refuses any other body', async () => {
    for (const body of [
      null,
      [],
      { fields: {} },
      { fields: {}, published: 'yes' },
      { fields: 'x', published: true },
    ])
      expect(await validateTranslationInput('post', body, {})).toMatchObject({ ok: false });
  });
});
