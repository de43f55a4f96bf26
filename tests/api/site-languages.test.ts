// The site's languages: public to read, the owner's to choose; every refusal a clear 400 that changes nothing.
import { LANGUAGE_CODES, MAX_OTHER_LANGUAGES, TRANSLATION_MESSAGES as T } from '@portfolio/common';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, fieldErrorsOf, jsonOf } from './api-client';
import { untilPublished } from './publication-status';
import { languagesDoc, publicationsRequested, putLanguages as putLanguagesAs } from './translation-fixtures';

let admin: TestAccount;
let user: TestAccount;
let languagesFound: DocumentData | undefined;
const putLanguages = (json: unknown, headers: Record<string, string> = admin.bearer) =>
  putLanguagesAs(json, headers);

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
  languagesFound = (await languagesDoc().get()).data();
  expect((await putLanguages({ others: ['bn', 'ar'] })).status).toBe(200);
});

afterAll(async () => {
  if (languagesFound) await languagesDoc().set(languagesFound);
  else await languagesDoc().delete();
  await untilPublished(admin);
});

/** One language more than a site may have besides its default one. */
const TOO_MANY = LANGUAGE_CODES.filter((code) => code !== 'en').slice(0, MAX_OTHER_LANGUAGES + 1);

describe('the languages', () => {
  it('answers the defaults before the first save', async () => {
    await languagesDoc().delete();
    expect(await jsonOf(await api('/languages'))).toEqual({ default: 'en', others: [] });
    expect((await putLanguages({ others: ['bn', 'ar'] })).status).toBe(200);
  });

  it('saves the owner’s choice and asks for a publication', async () => {
    const before = await publicationsRequested();
    const saved = await putLanguages({ others: ['ar', 'bn'] });
    expect(saved.status).toBe(200);
    expect(await jsonOf(saved)).toEqual({ default: 'en', others: ['ar', 'bn'] });
    expect(await publicationsRequested()).toBeGreaterThan(before);
    expect((await putLanguages({ others: ['bn', 'ar'] })).status).toBe(200);
  });

  it('answers the site’s languages to anyone', async () => {
    const response = await api('/languages');
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ default: 'en', others: ['bn', 'ar'] });
  });

  it.each([
    ['an unknown code', { others: ['xx'] }, T.unknownLanguage('xx')],
    ['the default language', { others: ['en'] }, T.defaultLanguage('English')],
    ['a duplicate', { others: ['bn', 'bn'] }, T.duplicateLanguage('বাংলা')],
    ['too many', { others: TOO_MANY }, T.tooManyLanguages],
    ['another body', { others: 'bn' }, T.languagesBody],
    ['another key', { others: ['bn'], default: 'bn' }, T.languagesBody],
  ])('refuses %s with a 400 and changes nothing', async (_case, body, message) => {
    const response = await putLanguages(body);
    expect(response.status).toBe(400);
    expect(await fieldErrorsOf(response)).toEqual({ others: message });
    expect(await jsonOf(await api('/languages'))).toEqual({ default: 'en', others: ['bn', 'ar'] });
  });

  it('is the owner’s to change: 401 without a token, 403 for a visitor', async () => {
    expect((await putLanguages({ others: [] }, {})).status).toBe(401);
    expect((await putLanguages({ others: [] }, user.bearer)).status).toBe(403);
  });
});
