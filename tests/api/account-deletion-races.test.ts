// Deleting an account while its other requests run: the deletion finishes and answers 200, the others a clear
// 404 at worst, never a 500; and nothing of the account is left.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createAccount } from './accounts';
import { api } from './api-client';
import { bucket, db, storedFiles } from './backend';
import { multipart, pngFile } from './uploads';

const { deleteFolder } = await import('../../functions/src/services/storage');

const deleteAccount = (uid: string, bearer: { Authorization: string }) =>
  api(`/user/${uid}`, { method: 'DELETE', headers: bearer });

async function nothingLeftOf(uid: string) {
  expect((await db.doc(`users/${uid}`).get()).exists).toBe(false);
  expect(await storedFiles(`users/${uid}/`)).toEqual([]);
}

describe('a folder delete', () => {
  it('skips the files removed meanwhile and finishes', async () => {
    const folder = `users/${randomUUID()}`;
    const paths = Array.from({ length: 200 }, (_, i) => `${folder}/${String(i).padStart(3, '0')}.webp`);
    await Promise.all(paths.map((path) => bucket.file(path).save(Buffer.from('a photo'))));
    // Once it has started removing them, the files it reaches last are removed by another hand.
    const removal = deleteFolder(folder).then(
      () => 'finished',
      (error: unknown) => error,
    );
    while ((await bucket.file(paths[0]!).exists())[0]) await sleep(2);
    const tail = paths.slice(100).reverse();
    await Promise.all(tail.map((path) => bucket.file(path).delete({ ignoreNotFound: true })));
    expect(await removal).toBe('finished');
    expect(await storedFiles(`${folder}/`)).toEqual([]);
  });
});

describe('DELETE /user/{id} racing the account’s own requests', () => {
  it('a photo save: the deletion answers 200, the save 200 or 404, and no file is left', async () => {
    for (let race = 0; race < 4; race++) {
      const account = await createAccount({ register: true });
      const save = api(`/user/${account.uid}`, {
        method: 'PUT',
        headers: account.bearer,
        form: multipart({ name: 'Saving a photo' }, { photo: [await pngFile('me.png', 800, 600)] }),
      });
      await sleep(race * 40);
      const [saved, deleted] = await Promise.all([save, deleteAccount(account.uid, account.bearer)]);
      expect(deleted.status).toBe(200);
      expect([200, 404]).toContain(saved.status);
      await nothingLeftOf(account.uid);
    }
  }, 60_000);

  it('a registration: 201, 401 or 404, never a 500, and no record of the deleted account is left', async () => {
    for (let race = 0; race < 6; race++) {
      const account = await createAccount();
      const register = api('/users', { method: 'POST', headers: account.bearer, json: { name: 'Racing' } });
      await sleep(race * 15);
      const [registered, deleted] = await Promise.all([register, deleteAccount(account.uid, account.bearer)]);
      expect(deleted.status).toBe(200);
      expect([201, 401, 404]).toContain(registered.status);
      await nothingLeftOf(account.uid);
    }
  }, 60_000);
});
