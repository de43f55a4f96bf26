import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from './site-content';
import {
  fieldStates,
  localizedRecord,
  sourceFields,
  textFingerprint,
  translationState,
  untranslatedText,
  type Translation,
} from './translations';
import { prefixLanguageOf, textDirection } from './language-names';
import { languageOfPath, localizedPath } from './languages';

const project = { _id: 'p', title: 'Shop', description: 'A store.', purpose: 'Sell.', priority: 1 };
const translation = (fields: Translation['fields'], published = true): Translation => ({
  kind: 'project',
  id: 'p',
  language: 'bn',
  fields,
  sources: Object.fromEntries(
    Object.keys(fields).map((field) => [
      field,
      textFingerprint(sourceFields('project', project)[field] ?? ''),
    ]),
  ),
  published,
  updatedAt: '2026-11-28T00:00:00.000Z',
  updatedBy: 'owner',
});

describe('a translation’s state', () => {
  it('is missing, then a draft, then complete, and stale once the default text changes', () => {
    const source = sourceFields('project', project);
    expect(translationState(source, undefined)).toBe('missing');
    expect(translationState(source, translation({ title: 'দোকান' }))).toBe('missing');
    const whole = { title: 'দোকান', description: 'একটি দোকান।', purpose: 'বিক্রি।' };
    expect(translationState(source, translation(whole, false))).toBe('draft');
    expect(translationState(source, translation(whole))).toBe('complete');
    const changed = sourceFields('project', { ...project, title: 'Shopfront' });
    expect(translationState(changed, translation(whole))).toBe('stale');
    expect(fieldStates(changed, translation(whole))).toContainEqual({ field: 'title', state: 'stale' });
  });

  it('reads the site content’s nested fields and lists (the skills by their names)', () => {
    const source = sourceFields('site', DEFAULT_SITE_CONTENT);
    expect(source['education.ssc.group']).toBe('Science');
    expect(source.skills).toHaveLength(12);
    expect((source.skills as string[])[0]).toBe('HTML');
  });
});

describe('a record in another language', () => {
  it('takes the published fields, and lists the others as in the default language', () => {
    const localized = localizedRecord('project', project, translation({ title: 'দোকান' }), 'en');
    expect(localized.title).toBe('দোকান');
    expect(localized.description).toBe('A store.');
    expect(localized.untranslated).toEqual(['description', 'purpose']);
    expect(untranslatedText(localized, 'description')).toEqual({ lang: 'en', dir: 'auto' });
    expect(untranslatedText(localized, 'title')).toEqual({});
  });

  it('shows nothing of a draft, and keeps a list’s other fields (a skill keeps its icon)', () => {
    expect(localizedRecord('project', project, translation({ title: 'দোকান' }, false), 'en').title).toBe(
      'Shop',
    );
    const names = DEFAULT_SITE_CONTENT.skills.map((skill) => `${skill.name}!`);
    const site = localizedRecord(
      'site',
      DEFAULT_SITE_CONTENT,
      { ...translation({ skills: names }), kind: 'site', id: 'content' },
      'en',
    );
    expect(site.skills[0]).toEqual({ name: 'HTML!', icon: 'html5' });
    expect(DEFAULT_SITE_CONTENT.skills[0]?.name).toBe('HTML');
  });
});

describe('language paths', () => {
  const languages = { default: 'en', others: ['bn', 'ar'] } as const;
  it('keeps the default language’s paths and prefixes the others', () => {
    expect(localizedPath('/about', 'en', 'en')).toBe('/about');
    expect(localizedPath('/about', 'bn', 'en')).toBe('/bn/about');
    expect(localizedPath('/', 'ar', 'en')).toBe('/ar/');
    expect(languageOfPath('/bn/about', { ...languages, others: [...languages.others] })).toEqual({
      language: 'bn',
      path: '/about',
    });
    expect(languageOfPath('/bnx/about', { ...languages, others: [...languages.others] }).language).toBe('en');
    expect(prefixLanguageOf('/fr/want/send')).toEqual({ language: 'fr', path: '/want/send' });
    expect(prefixLanguageOf('/projects/all')).toEqual({ path: '/projects/all' });
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('bn')).toBe('ltr');
  });
});
