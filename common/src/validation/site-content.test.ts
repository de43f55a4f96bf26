import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT, SKILLS_COUNT, type SiteContent } from '../site-content';
import { VALIDATION_MESSAGES as M } from './messages';
import { siteContentSchema, withStoredFiles } from './site-content';
import { validateFields } from './validate';

const validate = (input: unknown) => validateFields(siteContentSchema, input, { keepUnknown: true });
const copy = (): SiteContent => JSON.parse(JSON.stringify(DEFAULT_SITE_CONTENT)) as SiteContent;

describe('siteContentSchema', () => {
  it('accepts the defaults as they are', async () => {
    expect(await validate(copy())).toEqual({ ok: true, value: DEFAULT_SITE_CONTENT });
  });

  it('takes a semester result typed as text as a number, and the two states', async () => {
    const content = copy();
    (content.education.diploma.semesters[0] as { result: unknown }).result = '3.5';
    const result = await validate(content);
    expect(result.ok && result.value.education.diploma.semesters[0]?.result).toBe(3.5);
  });

  it.each([
    ['an empty name', (c: SiteContent) => (c.name = '  '), 'name', M.required('Name')],
    [
      'an over-long hero title',
      (c: SiteContent) => (c.heroTitle = 'x'.repeat(201)),
      'heroTitle',
      M.tooLong('Hero title', 200),
    ],
    [
      'a javascript: social link',
      (c: SiteContent) => (c.social[0]!.href = 'javascript:alert(1)'),
      'social[0].href',
      M.httpsLinkOnly,
    ],
    [
      'a plain http social link',
      (c: SiteContent) => (c.social[1]!.href = 'http://example.com/me'),
      'social[1].href',
      M.httpsLinkOnly,
    ],
    [
      'a GPA above 4',
      (c: SiteContent) => (c.education.diploma.semesters[2]!.result = 4.2),
      'education.diploma.semesters[2].result',
      M.gpaOutOfRange(0, 4),
    ],
    [
      'a GPA below 0',
      (c: SiteContent) => (c.education.diploma.semesters[2]!.result = -1),
      'education.diploma.semesters[2].result',
      M.gpaOutOfRange(0, 4),
    ],
    [
      'a 13th skill',
      (c: SiteContent) => c.skills.push({ name: 'Rust', icon: 'github' }),
      'skills',
      M.skillsCount(SKILLS_COUNT),
    ],
    [
      'a skill logo the sprite lacks',
      (c: SiteContent) => ((c.skills[0] as { icon: string }).icon = 'cobol'),
      'skills[0].icon',
      M.skillIconInvalid,
    ],
    [
      'a CV name that is not a PDF',
      (c: SiteContent) => (c.cv.downloadName = 'cv.exe'),
      'cv.downloadName',
      M.cvFileName,
    ],
    ['a bad email', (c: SiteContent) => (c.contact.email = 'me@'), 'contact.email', M.invalidEmail],
  ])('refuses %s, naming the field', async (_name, change, field, message) => {
    const content = copy();
    change(content);
    const result = await validate(content);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields[field]).toBe(message);
  });

  it('refuses unknown fields, at the top and inside', async () => {
    const result = await validate({ ...copy(), admin: true, contact: { ...copy().contact, fax: '1' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields).toEqual({
      _: M.unknownFields('admin'),
      contact: M.unknownFields('fax'),
    });
  });

  it('keeps the stored files whatever the input says of them', async () => {
    const input = copy();
    input.photo = { src: 'https://evil.example/x.png', width: 1, height: 1, alt: 'New words' };
    input.cv.href = 'javascript:alert(1)';
    const result = await validate(input);
    if (!result.ok) throw new Error('invalid');
    const stored = withStoredFiles(result.value, DEFAULT_SITE_CONTENT);
    expect(stored.photo).toEqual({ ...DEFAULT_SITE_CONTENT.photo, alt: 'New words' });
    expect(stored.cv.href).toBe(DEFAULT_SITE_CONTENT.cv.href);
  });
});
