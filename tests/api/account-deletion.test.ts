// A deleted account takes everything stored about it, whichever way it goes: deleted by its owner from the
// profile (DELETE /user/{id}), or deleted elsewhere (the Firebase console, the Admin SDK) and then swept.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { auth, bucket, db, storedFiles, sweepDeletedAccounts } from './backend';
import { multipart, pngFile } from './uploads';

/** A registered account with a device, a profile photo, and a stray older photo in its folder. */
async function accountWithData(): Promise<TestAccount> {
  const account = await createAccount({ register: true });
  await api('/auth/track-device', {
    method: 'POST',
    headers: account.bearer,
    json: { deviceType: 'desktop', browser: 'Chrome 156', os: 'Linux' },
  });
  const photo = await api(`/user/${account.uid}`, {
    method: 'PUT',
    headers: account.bearer,
    form: multipart({ name: 'Leaving Soon' }, { photo: [await pngFile('me.png')] }),
  });
  expect(photo.status).toBe(200);
  await bucket.file(`users/${account.uid}/${randomUUID()}.webp`).save(Buffer.from('an older photo'));
  expect(await storedFiles(`users/${account.uid}/`)).toHaveLength(2);
  return account;
}

async function nothingLeftOf(uid: string) {
  expect((await db.doc(`users/${uid}`).get()).exists).toBe(false);
  expect(await storedFiles(`users/${uid}/`)).toEqual([]);
}

const accountExists = (uid: string) =>
  auth.getUser(uid).then(
    () => true,
    () => false,
  );

describe('DELETE /user/{id}: the owner deletes their account', () => {
  it('removes the Auth account, the record with its devices, and every file of the account', async () => {
    const account = await accountWithData();
    const response = await api(`/user/${account.uid}`, { method: 'DELETE', headers: account.bearer });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ result: { deletedCount: 1 } });
    expect(await accountExists(account.uid)).toBe(false);
    await nothingLeftOf(account.uid);
  });

  it("another user's account: 403, nothing removed", async () => {
    const [victim, caller] = await Promise.all([createAccount({ register: true }), createAccount()]);
    const response = await api(`/user/${victim.uid}`, { method: 'DELETE', headers: caller.bearer });
    expect(response.status).toBe(403);
    expect(await accountExists(victim.uid)).toBe(true);
    expect((await db.doc(`users/${victim.uid}`).get()).exists).toBe(true);
  });

  it('without a token: 401', async () => {
    const account = await createAccount({ register: true });
    expect((await api(`/user/${account.uid}`, { method: 'DELETE' })).status).toBe(401);
    expect(await accountExists(account.uid)).toBe(true);
  });
});

describe('an account deleted elsewhere (the Firebase console, the Admin SDK)', () => {
  it('the sweep removes its record and files, and leaves live accounts alone', async () => {
    const [gone, staying] = await Promise.all([accountWithData(), accountWithData()]);
    await auth.deleteUser(gone.uid);
    const swept = await sweepDeletedAccounts();
    expect(swept).toContain(gone.uid);
    expect(swept).not.toContain(staying.uid);
    await nothingLeftOf(gone.uid);
    expect((await db.doc(`users/${staying.uid}`).get()).exists).toBe(true);
    expect(await storedFiles(`users/${staying.uid}/`)).toHaveLength(2);
  });
});
