import { describe, expect, it } from 'vitest';
import { passwordChangeWarning } from './password-change';

describe('passwordChangeWarning', () => {
  it.each([
    ['', 'NewPass1', 'Please fill both old and new password fields.', undefined],
    ['OldPass1', '', 'Please fill both old and new password fields.', undefined],
    ['Same1234', 'Same1234', 'Old and new passwords must be different.', undefined],
    [
      'OldPass1',
      'short',
      'Invalid Password',
      'Password must include 1 uppercase, 1 lowercase, and be 6+ characters.',
    ],
    [
      'OldPass1',
      'NoDigits',
      'Invalid Password',
      'Password must include 1 uppercase, 1 lowercase, and be 6+ characters.',
    ],
  ])('old %j, new %j: %s', (oldPassword, newPassword, title, text) => {
    expect(passwordChangeWarning(oldPassword, newPassword)).toEqual({ title, text });
  });

  it('lets a valid, different password through', () => {
    expect(passwordChangeWarning('OldPass1', 'NewPass2')).toBeNull();
  });
});
