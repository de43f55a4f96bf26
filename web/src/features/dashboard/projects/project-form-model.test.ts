import {
  formatMegabytes,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  VALIDATION_MESSAGES as M,
} from '@portfolio/common';
import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { prepareUploadImage } from '@/lib/prepare-upload-image';
import { imageFile, sampleProject } from '@/features/dashboard/test-fixtures';
import {
  addProjectFormSchema,
  emptyProjectForm,
  PROJECT_TEXT_FIELDS,
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
    expect([...new Set(form.keys())]).toEqual([...PROJECT_TEXT_FIELDS, 'image', 'screenshots', 'published']);
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

describe('the image rules of the add form', () => {
  const sized = (name: string, bytes: number) =>
    new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
  const errorsOf = async (values: ProjectFormValues) => {
    try {
      await addProjectFormSchema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries(
        (error as ValidationError).inner.map((inner) => [inner.path ?? '', inner.message]),
      );
    }
  };

  it('refuses one save whose images add up to more than the request may carry, giving the total', async () => {
    const five = 5 * 1024 * 1024;
    const heavy = {
      ...filled,
      image: sized('a.jpg', five),
      screenshots: Array.from({ length: 5 }, (_, i) => sized(`${i}.jpg`, five)),
    };
    expect((await errorsOf(heavy)).screenshots).toBe(
      M.uploadTooLarge(formatMegabytes(6 * five), formatMegabytes(MAX_UPLOAD_BYTES)),
    );
    expect(
      (await errorsOf({ ...heavy, screenshots: heavy.screenshots.slice(0, 3) })).screenshots,
    ).toBeUndefined();
  });

  it('keeps the per-image limit for what is sent', async () => {
    expect((await errorsOf({ ...filled, image: sized('a.jpg', MAX_IMAGE_BYTES + 1) })).image).toBe(
      M.imageTooLarge,
    );
  });

  it('without a browser to prepare it, a picked file is sent as it is', async () => {
    const picked = sized('photo.jpg', 100);
    expect(await prepareUploadImage(picked)).toBe(picked);
  });
});
