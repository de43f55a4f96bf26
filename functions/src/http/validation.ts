import { validateFields, type FieldErrors } from '@portfolio/common';
import type { AnyObjectSchema, InferType } from 'yup';
import { validationFailed } from '../core/api-error';

/** Validates with the shared schema; field errors (plus any found elsewhere, e.g. on files) make one 400. */
export async function validateOrThrow<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  otherErrors: FieldErrors = {},
  options: { keepUnknown?: boolean } = {},
): Promise<InferType<S>> {
  const result = await validateFields(schema, input, options);
  const fields = { ...(result.ok ? {} : result.fields), ...otherErrors };
  if (!result.ok || Object.keys(fields).length) {
    throw validationFailed(fields);
  }
  return result.value;
}
