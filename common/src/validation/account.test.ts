import { describe, expect, it } from 'vitest';
import { contactSchema, signInSchema } from './account';
import { VALIDATION_MESSAGES as M } from './messages';
import { PASSWORD_PATTERN } from './patterns';
import { validateFields } from './validate';

describe('password rule: a digit, a lowercase and an uppercase letter, 6 or more characters', () => {
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

describe('text nobody types', () => {
  const valid = { name: 'Ada', number: '+880 1711 000000', email: 'ada@example.com', message: 'Hi' };

  it.each(['Ada\u0000', 'Ada\r\nBcc: x', 'Ada\u202Eevil', 'Ada\u200BLovelace', 'Ada\uFEFFLovelace'])(
    'a name holding control or invisible characters is refused: %j',
    async (name) => {
      const result = await validateFields(contactSchema, { ...valid, name });
      expect(result).toEqual({ ok: false, fields: { name: M.controlCharacters('Name') } });
    },
  );

  it('a message keeps its line breaks and tabs; names keep emoji and joiners', async () => {
    const result = await validateFields(contactSchema, {
      ...valid,
      name: 'Ada 👩‍💻',
      message: 'One\r\nTwo\n\tThree',
    });
    expect(result.ok).toBe(true);
  });

  it.each(['a@b.co?cc=x%40evil.example', 'a@b.co&subject=x', 'a b@c.co', 'a@b', 'a@-b.co'])(
    'an email that is no plain mailbox is invalid: %s',
    async (email) => {
      const result = await validateFields(contactSchema, { ...valid, email });
      expect(result).toEqual({ ok: false, fields: { email: M.invalidEmail } });
    },
  );
});
