import { describe, expect, it } from 'vitest';
import { contactSchema, passwordChangeSchema, profileFormSchema, signInSchema } from './account';
import { MAX_IMAGE_BYTES } from './input-limits';
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

describe('profileFormSchema', () => {
  const image = (type: string, size = 1024) => ({ type, size });

  it('requires a name; a photo is optional', async () => {
    expect(await validateFields(profileFormSchema, { name: '  ', photo: null })).toEqual({
      ok: false,
      fields: { name: M.nameRequired },
    });
    expect((await validateFields(profileFormSchema, { name: 'Ada', photo: null })).ok).toBe(true);
  });

  it('takes an accepted image of at most the upload limit', async () => {
    const ok = await validateFields(profileFormSchema, {
      name: 'Ada',
      photo: image('image/png', MAX_IMAGE_BYTES),
    });
    expect(ok.ok).toBe(true);
    expect(await validateFields(profileFormSchema, { name: 'Ada', photo: image('image/svg+xml') })).toEqual({
      ok: false,
      fields: { photo: M.imageType },
    });
    expect(
      await validateFields(profileFormSchema, {
        name: 'Ada',
        photo: image('image/png', MAX_IMAGE_BYTES + 1),
      }),
    ).toEqual({ ok: false, fields: { photo: M.imageTooLarge } });
  });
});

describe('passwordChangeSchema: both given, different, the new one strong enough, in that order', () => {
  it.each([
    [
      { oldPassword: '', newPassword: '' },
      { oldPassword: M.passwordFieldsMissing, newPassword: M.passwordFieldsMissing },
    ],
    [
      { oldPassword: '', newPassword: 'weak' },
      { oldPassword: M.passwordFieldsMissing, newPassword: M.newPassword },
    ],
    [{ oldPassword: 'weakpass', newPassword: 'weakpass' }, { newPassword: M.passwordUnchanged }],
    [{ oldPassword: 'Old12345', newPassword: 'NoDigits' }, { newPassword: M.newPassword }],
  ])('%j', async (input, fields) => {
    expect(await validateFields(passwordChangeSchema, input)).toEqual({ ok: false, fields });
  });

  it('lets a valid, different password through', async () => {
    const result = await validateFields(passwordChangeSchema, {
      oldPassword: 'Old12345',
      newPassword: 'New12345',
    });
    expect(result.ok).toBe(true);
  });
});
