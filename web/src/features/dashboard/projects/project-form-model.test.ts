import { describe, expect, it } from 'vitest';
import { imageFile, sampleProject } from '../test-fixtures';
import {
  emptyProjectForm,
  projectFormData,
  projectFormValuesOf,
  type ProjectFormValues,
} from './project-form-model';

const filled: ProjectFormValues = {
  ...emptyProjectForm,
  title: 'Weather Board',
  purpose: 'Plan trips',
  category: 'web-dev-project',
  type: 'Frontend',
  status: 'In Complete',
  startDate: '2025-01-06',
  endDate: '2025-03-01',
  technologies: 'React, Vite',
  description: 'Forecasts',
  image: imageFile('cover.png'),
  screenshots: [imageFile('one.png'), imageFile('two.png')],
};

describe('projectFormData', () => {
  it('sends the add payload: every text field, the end date empty unless Complete, the files', () => {
    const form = projectFormData(filled, 'add');
    expect([...new Set(form.keys())]).toEqual([
      'title',
      'purpose',
      'category',
      'type',
      'status',
      'startDate',
      'endDate',
      'technologies',
      'liveLink',
      'githubClient',
      'githubServer',
      'video',
      'description',
      'image',
      'screenshots',
      'published',
    ]);
    expect(form.get('published')).toBe('true');
    expect(projectFormData({ ...filled, published: false }, 'add').get('published')).toBe('false');
    expect(projectFormData(filled, 'edit').has('published')).toBe(false);
    expect(form.get('endDate')).toBe('');
    expect((form.get('image') as File).name).toBe('cover.png');
    expect(form.getAll('screenshots').map((file) => (file as File).name)).toEqual(['one.png', 'two.png']);
    expect(projectFormData({ ...filled, status: 'Complete' }, 'add').get('endDate')).toBe('2025-03-01');
  });

  it('adds priority and the screenshots kept on an edit; "none kept" is one empty value', () => {
    const values = { ...projectFormValuesOf(sampleProject()), priority: '4' };
    const form = projectFormData(values, 'edit');
    expect(form.get('priority')).toBe('4');
    expect(form.has('image')).toBe(false);
    expect(form.getAll('keepScreenshots')).toEqual(sampleProject().screenshots);
    expect(projectFormData({ ...values, keepScreenshots: [] }, 'edit').getAll('keepScreenshots')).toEqual([
      '',
    ]);
  });
});

describe('projectFormValuesOf', () => {
  it('gives the project back as the owner typed it', () => {
    expect(projectFormValuesOf(sampleProject({ date: { startDate: '2025-01-06' } }))).toMatchObject({
      technologies: 'React, Vite',
      startDate: '2025-01-06',
      endDate: '',
      priority: '3',
      image: null,
      screenshots: [],
    });
  });
});
