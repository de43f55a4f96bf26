// The site's languages and the owner's translations: public languages, the owner's status, editor and saves; every
// refusal a clear 4xx that stores nothing.
import {
  COLLECTIONS,
  MAX_OTHER_LANGUAGES,
  PUBLICATION_STATE_DOC,
  SITE_LANGUAGES_DOC,
  SITE_RECORD_ID,
  TRANSLATION_MESSAGES as T,
  textFingerprint,
  translationDocId,
  type Post,
  type Project,
  type Translation,
} from '@portfolio/common';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, fieldErrorsOf, jsonOf } from './api-client';
import { db } from './backend';
import { projectsMadeHere } from './fixtures';
import { createdPost } from './post-fixtures';
import { untilPublished } from './publication-status';

let admin: TestAccount;
let user: TestAccount;
let project: Project;
let post: Post;
let languagesFound: DocumentData | undefined;
const made = projectsMadeHere(() => admin);

const languagesDoc = () => db.collection(COLLECTIONS.site).doc(SITE_LANGUAGES_DOC);
const translationDoc = (kind: string, id: string, language: string) =>
  db.collection(COLLECTIONS.translations).doc(translationDocId(kind as 'post', id, language));
const putLanguages = (json: unknown, headers: Record<string, string> = admin.bearer) =>
  api('/languages', { method: 'PUT', headers, json });
const translationPath = (kind: string, id: string, language: string) =>
  `/translations/${kind}/${id}/${language}`;
const putTranslation = (path: string, json: unknown, headers: Record<string, string> = admin.bearer) =>
  api(path, { method: 'PUT', headers, json });
const requested = async () =>
  ((await db.collection(COLLECTIONS.publication).doc(PUBLICATION_STATE_DOC).get()).get('requested') as
    number | undefined) ?? 0;

beforeAll(async () => {
  [admin, user] = await Promise.all([createAccount({ admin: true }), createAccount()]);
  languagesFound = (await languagesDoc().get()).data();
  const added = await made.add({ title: 'Translated shop', purpose: 'Sell', description: 'A shop.' });
  project = (await jsonOf<{ data: Project }>(added)).data;
  post = await createdPost(admin, { title: 'Translated post', tags: ['Web', 'Notes'], published: false });
  expect((await putLanguages({ others: ['bn', 'ar'] })).status).toBe(200);
});

afterAll(async () => {
  for (const [kind, id] of [
    ['project', project._id],
    ['post', post.slug],
  ] as const) {
    for (const language of ['bn', 'ar', 'fr']) await db.recursiveDelete(translationDoc(kind, id, language));
  }
  await api(`/posts/${post.slug}`, { method: 'DELETE', headers: admin.bearer });
  await api(`/post-trash/${post.slug}`, { method: 'DELETE', headers: admin.bearer });
  if (languagesFound) await languagesDoc().set(languagesFound);
  else await languagesDoc().delete();
  await untilPublished(admin);
});

describe('the languages', () => {
  it('answers the site’s languages to anyone', async () => {
    const response = await api('/languages');
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ default: 'en', others: ['bn', 'ar'] });
  });

  it('saves the owner’s choice and asks for a publication; removing a language keeps its translations', async () => {
    const path = translationPath('project', project._id, 'ar');
    expect((await putTranslation(path, { fields: { title: 'متجر' }, published: false })).status).toBe(200);
    const before = await requested();
    const removed = await putLanguages({ others: ['bn'] });
    expect(removed.status).toBe(200);
    expect(await jsonOf(removed)).toEqual({ default: 'en', others: ['bn'] });
    expect(await requested()).toBeGreaterThan(before);
    expect((await translationDoc('project', project._id, 'ar').get()).exists).toBe(true);
    expect((await putLanguages({ others: ['bn', 'ar'] })).status).toBe(200);
    const back = await jsonOf<{ translation: Translation }>(await api(path, { headers: admin.bearer }));
    expect(back.translation.fields).toEqual({ title: 'متجر' });
  });

  it.each([
    ['an unknown code', { others: ['xx'] }, T.unknownLanguage('xx')],
    ['the default language', { others: ['en'] }, T.defaultLanguage('English')],
    ['a duplicate', { others: ['bn', 'bn'] }, T.duplicateLanguage('বাংলা')],
    ['too many', { others: ['bn', 'ar', 'hi', 'ur', 'es', 'fr', 'de', 'pt', 'it'] }, T.tooManyLanguages],
    ['another body', { others: 'bn' }, T.languagesBody],
    ['another key', { others: ['bn'], default: 'bn' }, T.languagesBody],
  ])('refuses %s with a 400 and changes nothing', async (_case, body, message) => {
    expect(MAX_OTHER_LANGUAGES).toBe(8);
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

describe('the translations', () => {
  it('lists where every record stands in every other language', async () => {
    const response = await api('/translations', { headers: admin.bearer });
    expect(response.status).toBe(200);
    const { languages, records } = await jsonOf<{
      languages: { others: string[] };
      records: { kind: string; id: string; label: string; published: boolean; states: object }[];
    }>(response);
    expect(languages.others).toEqual(['bn', 'ar']);
    expect(records[0]).toMatchObject({ kind: 'site', id: SITE_RECORD_ID, label: 'Site content' });
    expect(records).toContainEqual({
      kind: 'post',
      id: post.slug,
      label: 'Translated post',
      published: false,
      states: { bn: 'missing', ar: 'missing' },
    });
    expect(records.find((record) => record.id === project._id)?.states).toHaveProperty('bn', 'missing');
  });

  it('answers a record’s default texts, its translation and their states', async () => {
    const response = await api(translationPath('post', post.slug, 'bn'), { headers: admin.bearer });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({
      source: {
        title: 'Translated post',
        summary: post.summary,
        body: expect.any(String),
        tags: ['Web', 'Notes'],
      },
      translation: null,
      fields: ['title', 'summary', 'body', 'tags'].map((field) => ({ field, state: 'missing' })),
      state: 'missing',
    });
  });

  it('saves a draft, then publishes it; a post’s body is rendered; earlier saves are kept as versions', async () => {
    const path = translationPath('post', post.slug, 'bn');
    const fields = { title: 'অনুবাদ', summary: 'সারাংশ', body: '## কেন\n\nকারণ।', tags: ['ওয়েব', 'নোট'] };
    const before = await requested();
    const draft = await putTranslation(path, { fields, published: false });
    expect(draft.status).toBe(200);
    expect((await jsonOf<{ state: string }>(draft)).state).toBe('draft');
    expect(await requested()).toBe(before);
    const published = await putTranslation(path, { fields, published: true });
    const answer = await jsonOf<{ translation: Translation; state: string }>(published);
    expect(answer.state).toBe('complete');
    expect(answer.translation.rendered?.html).toContain('কারণ।');
    expect(answer.translation.rendered?.headings).toEqual([
      expect.objectContaining({ text: 'কেন', level: 2 }),
    ]);
    expect(answer.translation.sources.title).toBe(textFingerprint('Translated post'));
    expect(await requested()).toBeGreaterThan(before);
    const versions = await translationDoc('post', post.slug, 'bn').collection('versions').get();
    expect(versions.size).toBe(1);
  });

  it('marks a translation stale when its default text changes', async () => {
    const path = translationPath('project', project._id, 'bn');
    const fields = { title: 'দোকান', purpose: 'বিক্রি', description: 'একটি দোকান।' };
    expect(
      (await jsonOf<{ state: string }>(await putTranslation(path, { fields, published: true }))).state,
    ).toBe('complete');
    await db.collection(COLLECTIONS.projects).doc(project._id).update({ title: 'Translated shop, renamed' });
    const answer = await jsonOf<{ state: string; fields: object[] }>(
      await api(path, { headers: admin.bearer }),
    );
    expect(answer.state).toBe('stale');
    expect(answer.fields).toContainEqual({ field: 'title', state: 'stale' });
  });

  it('answers 404 for an unknown record and 400 for a language the site has not', async () => {
    for (const path of [
      translationPath('project', 'no-such-project', 'bn'),
      translationPath('post', 'no-such-post', 'bn'),
      translationPath('site', 'other', 'bn'),
      translationPath('person', 'x', 'bn'),
    ]) {
      expect((await api(path, { headers: admin.bearer })).status).toBe(404);
      expect((await putTranslation(path, { fields: {}, published: false })).status).toBe(404);
    }
    const french = await putTranslation(translationPath('project', project._id, 'fr'), {
      fields: {},
      published: false,
    });
    expect(french.status).toBe(400);
    expect(await fieldErrorsOf(french)).toEqual({ language: T.languageNotOnSite });
  });

  it.each([
    [
      'a field not translated for the kind',
      { fields: { category: 'x' }, published: false },
      { category: T.notTranslatable },
    ],
    ['a list for a text', { fields: { title: ['a'] }, published: false }, { title: T.notText }],
    ['an empty text', { fields: { title: '  ' }, published: false }, { title: 'Project Title is required' }],
    [
      'a too long text',
      { fields: { title: 'অ'.repeat(121) }, published: false },
      { title: 'Project Title must be at most 120 characters' },
    ],
    ['no published flag', { fields: { title: 'দোকান' } }, { _: T.translationBody }],
    ['another key', { fields: {}, published: true, language: 'bn' }, { _: T.translationBody }],
    ['fields that are not an object', { fields: ['title'], published: true }, { fields: T.translationBody }],
  ])('refuses %s with a 400 and stores nothing', async (_case, body, fields) => {
    const ref = translationDoc('project', project._id, 'ar');
    const stored = (await ref.get()).data();
    const response = await putTranslation(translationPath('project', project._id, 'ar'), body);
    expect(response.status).toBe(400);
    expect(await fieldErrorsOf(response)).toEqual(fields);
    expect((await ref.get()).data()).toEqual(stored);
  });

  it('refuses a post’s list of another length and a site list of texts given as one', async () => {
    const tags = await putTranslation(translationPath('post', post.slug, 'ar'), {
      fields: { tags: ['وسم'] },
      published: false,
    });
    expect(await fieldErrorsOf(tags)).toEqual({ tags: T.listLength(2) });
    const skills = await putTranslation(translationPath('site', SITE_RECORD_ID, 'ar'), {
      fields: { skills: 'React' },
      published: false,
    });
    expect(await fieldErrorsOf(skills)).toEqual({ skills: T.notList });
    expect((await translationDoc('post', post.slug, 'ar').get()).exists).toBe(false);
  });

  it('is the owner’s: 401 without a token, 403 for a visitor', async () => {
    const path = translationPath('project', project._id, 'bn');
    for (const [headers, status] of [
      [{}, 401],
      [user.bearer, 403],
    ] as const) {
      expect((await api('/translations', { headers })).status).toBe(status);
      expect((await api(path, { headers })).status).toBe(status);
      expect((await putTranslation(path, { fields: {}, published: true }, headers)).status).toBe(status);
    }
  });
});
