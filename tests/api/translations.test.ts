// The owner's translations: the status, the editor and the saves; every refusal a clear 4xx that stores nothing.
import {
  COLLECTIONS,
  SITE_RECORD_ID,
  SITE_RECORD_LABEL,
  TRANSLATION_MESSAGES as T,
  textFingerprint,
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
import {
  languagesDoc,
  publicationsRequested,
  putLanguages as putLanguagesAs,
  putTranslation as putTranslationAs,
  translationDoc,
  translationPath,
} from './translation-fixtures';

let admin: TestAccount;
let user: TestAccount;
let project: Project;
let post: Post;
let languagesFound: DocumentData | undefined;
const made = projectsMadeHere(() => admin);

const putLanguages = (json: unknown, headers: Record<string, string> = admin.bearer) =>
  putLanguagesAs(json, headers);
const putTranslation = (path: string, json: unknown, headers: Record<string, string> = admin.bearer) =>
  putTranslationAs(path, json, headers);
const requested = publicationsRequested;

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

describe('the translations', () => {
  it('keeps a removed language’s translations: adding it back brings them back', async () => {
    const path = translationPath('project', project._id, 'ar');
    expect((await putTranslation(path, { fields: { title: 'متجر' }, published: false })).status).toBe(200);
    const removed = await putLanguages({ others: ['bn'] });
    expect(removed.status).toBe(200);
    expect(await jsonOf(removed)).toEqual({ default: 'en', others: ['bn'] });
    expect((await translationDoc('project', project._id, 'ar').get()).exists).toBe(true);
    expect((await putLanguages({ others: ['bn', 'ar'] })).status).toBe(200);
    const back = await jsonOf<{ translation: Translation }>(await api(path, { headers: admin.bearer }));
    expect(back.translation.fields).toEqual({ title: 'متجر' });
  });

  it('lists where every record stands in every other language', async () => {
    const response = await api('/translations', { headers: admin.bearer });
    expect(response.status).toBe(200);
    const { languages, records } = await jsonOf<{
      languages: { others: string[] };
      records: { kind: string; id: string; label: string; published: boolean; states: object }[];
    }>(response);
    expect(languages.others).toEqual(['bn', 'ar']);
    expect(records[0]).toMatchObject({ kind: 'site', id: SITE_RECORD_ID, label: SITE_RECORD_LABEL });
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

  it('keeps the newest 20 earlier saves', async () => {
    const path = translationPath('project', project._id, 'ar');
    for (let save = 0; save < 22; save += 1) {
      const response = await putTranslation(path, { fields: { title: `متجر ${save}` }, published: false });
      expect(response.status).toBe(200);
    }
    const versions = await translationDoc('project', project._id, 'ar').collection('versions').get();
    expect(versions.size).toBe(20);
  });

  it('answers 404 for a post in the trash', async () => {
    const trashed = await createdPost(admin, { title: 'Trashed post', published: false });
    await api(`/posts/${trashed.slug}`, { method: 'DELETE', headers: admin.bearer });
    const path = translationPath('post', trashed.slug, 'bn');
    expect((await api(path, { headers: admin.bearer })).status).toBe(404);
    expect((await putTranslation(path, { fields: { title: 'x' }, published: false })).status).toBe(404);
    await api(`/post-trash/${trashed.slug}`, { method: 'DELETE', headers: admin.bearer });
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
