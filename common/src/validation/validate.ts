import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { guardInput } from './input-guard';

export type FieldErrors = Record<string, string>;

export type Validation<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/**
 * Validates and casts; unknown keys are dropped, or left for the schema to refuse (`keepUnknown`, for schemas
 * built with `noUnknown`); every field's first message is returned. The input passes the guard every schema shares
 * first (guardInput): what it refuses, the schema never reads.
 */
export async function validateFields<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  { keepUnknown = false } = {},
): Promise<Validation<InferType<S>>> {
  const refused = guardInput(schema, input);
  if (Object.keys(refused).length) return { ok: false, fields: refused };
  try {
    const value = (await schema.validate(input, {
      abortEarly: false,
      stripUnknown: !keepUnknown,
    })) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = (issue.path || '_').replace(/\[\d+\]$/, '');
      fields[field] ??= issue.message;
    }
    return { ok: false, fields };
  }
}
