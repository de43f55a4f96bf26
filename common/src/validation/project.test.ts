import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
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
      value: { ...valid, technologies: ['React', 'Node JS'], video: 'dQw4w9WgXcQ' },
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
