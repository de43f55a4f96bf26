import {
  COLLECTIONS,
  INTERFACE_TEXT_LIMITS,
  INTERFACE_TEXT_MESSAGES as T,
  TRANSLATION_MESSAGES,
  type InterfaceTexts,
} from '@portfolio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf, SITE_ORIGIN } from './api-client';
import { db } from './backend';
import { untilPublished } from './publication-status';

// The owner's wording of the interface's texts, per language (the default one included), over the catalogs: the
// owner's alone, each text checked against the interface's own, and published as every other change is.

const RIGHTS = 'texts.footer.rights';
const pageHtml = async (pagePath: string) => (await fetch(`${SITE_ORIGIN}${pagePath}`)).text();
const put = (account: TestAccount | undefined, language: string, body: unknown) =>
  api(`/interface-texts/${language}`, { method: 'PUT', json: body, headers: account?.bearer ?? {} });
const stored = async (language: string) =>
  (await db.collection(COLLECTIONS.interfaceTexts).doc(language).get()).data();

let admin: TestAccount;
let visitor: TestAccount;
beforeAll(async () => {
  [admin, visitor] = await Promise.all([createAccount({ admin: true }), createAccount({ register: true })]);
});
afterAll(async () => {
  for (const language of ['en', 'bn']) await put(admin, language, { overrides: {} });
  await untilPublished(admin);
});

describe('the interface’s texts in a language', () => {
  it('lists every text with its English, the catalog’s text and its values, for the owner only', async () => {
    const answer = await api('/interface-texts/bn', { headers: admin.bearer });
    expect(answer.status).toBe(200);
    const body = await jsonOf<InterfaceTexts>(answer);
    expect(body.language).toBe('bn');
    expect(body.texts.find((text) => text.key === RIGHTS)).toEqual({
      key: RIGHTS,
      english: 'All rights reserved.',
      catalog: 'সর্বস্বত্ব সংরক্ষিত।',
      arguments: 0,
    });
    expect(body.texts.find((text) => text.key === 'validation.tooLong')?.arguments).toBe(2);
    expect((await api('/interface-texts/bn')).status).toBe(401);
    expect((await api('/interface-texts/bn', { headers: visitor.bearer })).status).toBe(403);
    expect((await put(visitor, 'bn', { overrides: { [RIGHTS]: 'x' } })).status).toBe(403);
    expect((await put(undefined, 'bn', { overrides: { [RIGHTS]: 'x' } })).status).toBe(401);
  });

  it('refuses a language the site has not, and every bad text by its key, changing nothing', async () => {
    for (const language of ['fr', 'zz', 'BN', 'bn%20', 'en%00']) {
      const refused = await put(admin, language, { overrides: { [RIGHTS]: 'x' } });
      expect(refused.status, language).toBe(400);
      expect((await jsonOf<{ error: { fields: object } }>(refused)).error.fields).toEqual({
        language: TRANSLATION_MESSAGES.languageNotOnSite,
      });
    }
    const before = await stored('bn');
    for (const [overrides, message] of [
      [{ 'texts.footer.nothing': 'x' }, T.unknownKey],
      [{ [RIGHTS]: 'Rights {' }, T.notMessage],
      [{ [RIGHTS]: 'Rights {0}' }, T.noArguments],
      [{ 'texts.header.profile': 'Me {1}' }, T.wrongArgument(1)],
      [{ [RIGHTS]: 'x'.repeat(INTERFACE_TEXT_LIMITS.message + 1) }, T.tooLong],
      [{ [RIGHTS]: 7 }, T.notText],
    ] as const) {
      const refused = await put(admin, 'bn', { overrides });
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      const key = Object.keys(overrides)[0] ?? '';
      expect((await jsonOf<{ error: { fields: Record<string, string> } }>(refused)).error.fields[key]).toBe(
        message,
      );
    }
    for (const body of [{}, { overrides: [] }, { overrides: { [RIGHTS]: 'x' }, more: 1 }, 'x'])
      expect((await put(admin, 'bn', body)).status, JSON.stringify(body)).toBe(400);
    const tooMany = Object.fromEntries(
      Array.from({ length: INTERFACE_TEXT_LIMITS.overrides + 1 }, (_, index) => [`texts.x${index}`, 'x']),
    );
    const refusedMany = await put(admin, 'bn', { overrides: tooMany });
    expect(refusedMany.status).toBe(400);
    expect((await jsonOf<{ error: { fields: object } }>(refusedMany)).error.fields).toEqual({
      overrides: T.tooMany,
    });
    expect(await stored('bn')).toEqual(before);
  });

  it('publishes the owner’s wording in its language, English included, before and after the app', async () => {
    const saved = await put(admin, 'bn', { overrides: { [RIGHTS]: 'সব অধিকার আমার।' } });
    expect(saved.status).toBe(200);
    expect((await put(admin, 'en', { overrides: { [RIGHTS]: 'Every right kept.' } })).status).toBe(200);
    await untilPublished(admin);
    const bengali = await pageHtml('/bn/about');
    expect(bengali).toContain('সব অধিকার আমার।');
    expect(bengali).not.toContain('সর্বস্বত্ব সংরক্ষিত।');
    const english = await pageHtml('/about');
    expect(english).toContain('Every right kept.');
    expect(english).not.toContain('All rights reserved.');
    // The page carries its language's overrides, parsed, for the app to keep them as it starts.
    const jsonFile = /data-json-src="([^"]+)"/.exec(english)?.[1];
    const json = (await (await fetch(`${SITE_ORIGIN}${jsonFile}`)).json()) as Record<string, unknown>;
    expect(json['interface-texts']).toEqual({ texts: { footer: { rights: 'Every right kept.' } } });
    // A page the function renders (a filtered list) has them too; Arabic, without any, keeps its catalog's.
    expect(await pageHtml('/bn/projects/all/filter?tech=Stripe')).toContain('সব অধিকার আমার।');
    expect(await pageHtml('/ar/about')).not.toContain('Every right kept.');
    const listed = await jsonOf<InterfaceTexts>(await api('/interface-texts/bn', { headers: admin.bearer }));
    expect(listed.overrides).toEqual({ [RIGHTS]: 'সব অধিকার আমার।' });
  });

  it('removing the overrides brings the catalog’s texts back', async () => {
    expect((await put(admin, 'bn', { overrides: {} })).status).toBe(200);
    await untilPublished(admin);
    expect(await pageHtml('/bn/about')).toContain('সর্বস্বত্ব সংরক্ষিত।');
    expect(await stored('bn')).toBeUndefined();
  });
});
