import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { validateOrThrow } from './validation';

const schema = object({ title: string().trim().required('Title is required') }).noUnknown();

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('accepted');
    },
    (error: unknown) => error,
  );
}

describe('validateOrThrow', () => {
  it('answers the cast value when every field is valid', async () => {
    await expect(validateOrThrow(schema, { title: '  Shop  ' })).resolves.toEqual({ title: 'Shop' });
  });

  it('refuses with one 400 that names each invalid field with the schema message', async () => {
    expect(await refusal(validateOrThrow(schema, { title: '' }))).toEqual(
      expect.objectContaining({
        status: 400,
        code: 'validation_failed',
        message: 'Some fields are invalid.',
        fields: { title: 'Title is required' },
      }),
    );
  });

  it('adds the errors found elsewhere (on files), even when the fields are valid', async () => {
    expect(await refusal(validateOrThrow(schema, { title: 'Shop' }, { image: 'Image is required' }))).toEqual(
      expect.objectContaining({ status: 400, fields: { image: 'Image is required' } }),
    );
    expect(await refusal(validateOrThrow(schema, {}, { image: 'Image is required' }))).toEqual(
      expect.objectContaining({ fields: { title: 'Title is required', image: 'Image is required' } }),
    );
  });
});
