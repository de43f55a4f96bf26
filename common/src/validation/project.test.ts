import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { splitTechnologies } from './patterns';
import { projectFieldsSchema, projectUpdateFieldsSchema } from './project';
import { validateFields } from './validate';

const valid = {
  title: 'Shopfront',
  purpose: 'Sell online',
  category: 'web-dev-project',
  type: 'Full Stack',
  status: 'Complete',
  startDate: '2025-01-06',
  endDate: '2025-03-28',
  technologies: 'React, Node JS, react ,',
  description: 'A store.',
  liveLink: '',
  githubClient: 'https://github.com/a/b',
  githubServer: '',
  video: '',
};

describe('projectFieldsSchema', () => {
  it('casts the form strings to the stored shape', async () => {
    const result = await validateFields(projectFieldsSchema, {
      ...valid,
      video: 'https://youtu.be/dQw4w9WgXcQ',
      extra: 1,
    });
    expect(result).toEqual({
      ok: true,
      // Not sent, `published` takes its default: a new project is published.
      value: { ...valid, technologies: ['React', 'Node JS'], video: 'dQw4w9WgXcQ', published: true },
    });
  });

  it('drops the end date of a project that is not complete', async () => {
    const result = await validateFields(projectFieldsSchema, {
      ...valid,
      status: 'In Complete',
      endDate: '',
    });
    expect(result.ok && result.value.endDate).toBe('');
  });

  it('gives each required field its message from the spec', async () => {
    const result = await validateFields(projectFieldsSchema, { status: 'Complete' });
    expect(result).toEqual({
      ok: false,
      fields: {
        title: M.titleRequired,
        purpose: M.purposeRequired,
        category: M.categoryRequired,
        type: M.typeRequired,
        startDate: M.startDateRequired,
        endDate: M.endDateRequired,
        technologies: M.technologiesRequired,
        description: M.descriptionRequired,
      },
    });
  });

  it.each([
    ['liveLink', 'javascript:alert(1)', M.invalidUrl],
    ['liveLink', 'ftp://example.com', M.invalidUrl],
    ['video', 'not a video', M.videoInvalid],
    ['startDate', '2025-13-01', M.dateInvalid],
    ['endDate', '2025-01-01', M.endBeforeStart],
    ['technologies', ' , ,', M.technologiesRequired],
    ['status', '', M.statusRequired],
  ])('%s = %j: %s', async (field, value, message) => {
    const result = await validateFields(projectFieldsSchema, { ...valid, [field]: value });
    expect(result.ok ? undefined : result.fields[field]).toBe(message);
  });
});

describe('projectUpdateFieldsSchema', () => {
  it.each([
    ['', M.priorityRequired],
    ['0', M.priorityInvalid],
    ['1.5', M.priorityInvalid],
    ['abc', M.priorityInvalid],
  ])('priority %j: %s', async (priority, message) => {
    const result = await validateFields(projectUpdateFieldsSchema, { ...valid, priority });
    expect(result.ok ? undefined : result.fields.priority).toBe(message);
  });

  it('casts the priority to a number', async () => {
    const result = await validateFields(projectUpdateFieldsSchema, { ...valid, priority: '3' });
    expect(result.ok && result.value.priority).toBe(3);
  });
});

describe('text that looks empty, stacked marks, dates and long lists', () => {
  const errorsOf = (fields: Record<string, string>) => {
    try {
      projectFieldsSchema.validateSync({ ...valid, ...fields }, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries((error as ValidationError).inner.map((inner) => [inner.path, inner.message]));
    }
  };

  it('refuses a title of Hangul fillers, braille blanks or marks alone', () => {
    for (const title of ['\u3164\u3164\u3164', '\u2800\u2800', '\u0301\u0302', '\u115F\u1160 \uFFA0']) {
      expect(errorsOf({ title }).title).toBe(M.blankLooking('Project Title'));
    }
    expect(errorsOf({ title: 'Café ㅤ shop' }).title).toBeUndefined();
  });

  it('refuses a letter buried under marks, and keeps real accents', () => {
    expect(errorsOf({ title: `a${'\u0301'.repeat(110)}` }).title).toBe(M.stackedMarks('Project Title'));
    // Vietnamese writes two marks on a letter (e + circumflex + dot below), decomposed.
    expect(errorsOf({ title: 'Vie\u0302\u0323t' }).title).toBeUndefined();
  });

  it('takes dates from 1980 to 2100 only', () => {
    expect(errorsOf({ startDate: '0000-01-01' }).startDate).toBe(M.yearOutOfRange);
    expect(errorsOf({ startDate: '9999-12-31' }).startDate).toBe(M.yearOutOfRange);
    expect(errorsOf({ startDate: '1980-01-01' }).startDate).toBeUndefined();
    expect(errorsOf({ status: 'Complete', startDate: '2024-01-01', endDate: '2101-01-01' }).endDate).toBe(
      M.yearOutOfRange,
    );
  });

  it('splits a long list in one pass, without repeats', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `t${i % 5000}`).join(',');
    expect(splitTechnologies(many)).toHaveLength(5000);
    expect(splitTechnologies('React, react ,REACT, Vite')).toEqual(['React', 'Vite']);
  });
});
