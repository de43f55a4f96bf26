import { describe, expect, it } from 'vitest';
import { contactSchema, signInSchema } from './account';
import { VALIDATION_MESSAGES as M } from './messages';
import { PASSWORD_PATTERN } from './patterns';
import { validateFields } from './validate';

describe('password rule (spec section 5)', () => {
  it.each(['Abc123', 'Owner2026', 'aB3456789'])('accepts %s', (password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(true);
  });

  it.each(['Ab12', 'abc123', 'ABC123', 'Abcdef'])('refuses %s', (password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(false);
  });

  it('sign-in answers the spec message', async () => {
    const result = await validateFields(signInSchema, { email: 'a@b.co', password: 'weak' });
    expect(result).toEqual({ ok: false, fields: { password: M.password } });
  });
});

describe('contactSchema', () => {
  it('requires every field and a valid email', async () => {
    const result = await validateFields(contactSchema, { email: 'nope' });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: M.nameRequired,
        number: M.phoneRequired,
        email: M.invalidEmail,
        message: M.messageRequired,
      },
    });
  });
});
