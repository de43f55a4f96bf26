// Text or dates that only look valid: each is a clear 400 naming the field, never a 500.
import { TEXT_LIMITS, VALIDATION_MESSAGES as M } from '@portfolio/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, fieldErrorsOf } from './api-client';
import { clearContactRateLimits, contactMessage, projectsMadeHere, validProjectFields } from './fixtures';
import { multipart, pngFile } from './uploads';

let admin: TestAccount;
const made = projectsMadeHere(() => admin);

beforeAll(async () => {
  admin = await createAccount({ admin: true });
});

const create = (title: string) => made.add({ title, published: 'false' });

describe('text that only looks like text', () => {
  const blankTitles = ['\u3164\u3164\u3164', '\u2800\u2800'];

  it('a project title of blank-looking characters or stacked marks: 400 with the form’s message', async () => {
    for (const title of blankTitles) {
      const response = await create(title);
      expect(response.status).toBe(400);
      expect((await fieldErrorsOf(response)).title).toBe(M.blankLooking('Project Title'));
    }
    const stacked = await create(`a${'\u0301'.repeat(110)}`);
    expect(stacked.status).toBe(400);
    expect((await fieldErrorsOf(stacked)).title).toBe(M.stackedMarks('Project Title'));
  });

  it('a profile name or a contact name of blank-looking characters: 400', async () => {
    const user = await createAccount({ register: true });
    const profile = await api(`/user/${user.uid}`, {
      method: 'PUT',
      headers: user.bearer,
      form: multipart({ name: '\u3164\u3164' }),
    });
    expect(profile.status).toBe(400);
    expect((await fieldErrorsOf(profile)).name).toBe(M.blankLooking('Name'));
    await clearContactRateLimits();
    const contact = await api('/contact', {
      method: 'POST',
      json: { ...contactMessage, name: '\u2800\u2800\u2800' },
    });
    expect(contact.status).toBe(400);
    expect((await fieldErrorsOf(contact)).name).toBe(M.blankLooking('Name'));
  });

  it('dates outside 1980–2100: 400 with the year message', async () => {
    for (const startDate of ['0000-01-01', '9999-12-31']) {
      const response = await api('/projects', {
        method: 'POST',
        headers: admin.bearer,
        form: multipart({ ...validProjectFields, startDate }, { image: [await pngFile('cover.png')] }),
      });
      expect(response.status).toBe(400);
      expect((await fieldErrorsOf(response)).startDate).toBe(M.yearOutOfRange);
    }
  });

  it('64 KB of technologies is refused by its length before it is split', async () => {
    const technologies = Array.from({ length: 16_000 }, (_, i) => `t${i}`)
      .join(',')
      .slice(0, 64 * 1000);
    const response = await api('/projects', {
      method: 'POST',
      headers: admin.bearer,
      form: multipart({ ...validProjectFields, technologies }, { image: [await pngFile('cover.png')] }),
    });
    expect(response.status).toBe(400);
    expect((await fieldErrorsOf(response)).technologies).toBe(
      M.tooLong('Technologies', TEXT_LIMITS.technologiesText),
    );
  });
});
