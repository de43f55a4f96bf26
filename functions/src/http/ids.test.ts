import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/api-error';
import { documentId, isDocumentId } from './ids';

describe('document ids', () => {
  it('accept Firestore auto ids and the seed ids', () => {
    for (const id of ['AbC123xyz_-', 'seed-shopfront', 'a'.repeat(128)]) expect(isDocumentId(id)).toBe(true);
  });

  it('refuse paths, dots, reserved names, empty and over-long ids, and anything not a string', () => {
    for (const id of ['a/b', '..', 'a.b', '__name__', '', 'a'.repeat(129), 42, null, undefined, ['a']]) {
      expect(isDocumentId(id)).toBe(false);
    }
  });

  it('answer 404 naming the thing for an id that names nothing', () => {
    expect(documentId('seed-shopfront', 'Project')).toBe('seed-shopfront');
    expect(() => documentId('../users', 'Project')).toThrow(
      expect.objectContaining({ status: 404, code: 'not_found', message: 'Project not found.' }) as ApiError,
    );
  });
});
