import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { auth, db, storagePathOf, storedFiles, sweepRetiredFiles } from './backend';
import { file, multipart, pngFile } from './uploads';

interface UserAnswer {
  _id: string;
  uid: string;
  name: string;
  email: string;
  photo: string;
  role: string;
  createdAt: string;
  devices: unknown[];
}

let admin: TestAccount;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  [admin, alice, bob] = await Promise.all([
    createAccount({ admin: true, register: true }),
    createAccount({ register: true }),
    createAccount({ register: true }),
  ]);
});

describe('POST /users', () => {
  it('registers the caller from the token, with the default role, whatever the body claims', async () => {
    const newcomer = await createAccount();
    const response = await api('/users', {
      method: 'POST',
      headers: newcomer.bearer,
      json: {
        name: 'Newcomer',
        email: 'someone-else@example.com',
        uid: alice.uid,
        role: 'admin',
        photo: 'https://example.com/me.png',
        createdAt: '1999-01-01T00:00:00.000Z',
      },
    });
    expect(response.status).toBe(201);
    const { data } = await jsonOf<{ data: UserAnswer }>(response);
    const account = await auth.getUser(newcomer.uid);
    expect(data).toMatchObject({
      _id: newcomer.uid,
      uid: newcomer.uid,
      name: 'Newcomer',
      email: newcomer.email,
      role: 'user',
      photo: 'https://example.com/me.png',
      devices: [],
      createdAt: new Date(account.metadata.creationTime).toISOString(),
    });
    expect(account.customClaims?.role).toBeUndefined();
    expect((await db.doc(`users/${alice.uid}`).get()).get('email')).toBe(alice.email);
  });

  it('answers 409 when the record exists', async () => {
    const response = await api('/users', { method: 'POST', headers: alice.bearer, json: { name: 'Again' } });
    expect(response.status).toBe(409);
    expect(await jsonOf(response)).toMatchObject({ error: { code: 'conflict' } });
  });

  it('refuses a photo that is not an http(s) URL', async () => {
    const newcomer = await createAccount();
    const response = await api('/users', {
      method: 'POST',
      headers: newcomer.bearer,
      json: { name: 'N', photo: 'javascript:alert(1)' },
    });
    expect((await jsonOf<{ data: UserAnswer }>(response)).data.photo).toBe('');
  });

  it('401 without a token', async () => {
    expect((await api('/users', { method: 'POST', json: { name: 'x' } })).status).toBe(401);
  });
});

describe('GET /user?email=', () => {
  it('the user reads their own record', async () => {
    const response = await api(`/user?email=${encodeURIComponent(alice.email)}`, { headers: alice.bearer });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await jsonOf(response)).toMatchObject({ _id: alice.uid, email: alice.email, devices: [] });
  });

  it("another user's record: 403; for an admin: 200", async () => {
    const path = `/user?email=${encodeURIComponent(bob.email)}`;
    expect((await api(path, { headers: alice.bearer })).status).toBe(403);
    expect((await api(path, { headers: admin.bearer })).status).toBe(200);
  });

  it('401 without a token or with a malformed one; 400 without an email', async () => {
    expect((await api(`/user?email=${alice.email}`)).status).toBe(401);
    expect((await api(`/user?email=${alice.email}`, { headers: { Authorization: 'Bearer x' } })).status).toBe(
      401,
    );
    expect((await api('/user', { headers: alice.bearer })).status).toBe(400);
  });
});

describe('GET /users/{email}/role', () => {
  it('answers the role from the claim, for oneself or an admin', async () => {
    expect(await jsonOf(await api(`/users/${alice.email}/role`, { headers: alice.bearer }))).toEqual({
      role: 'user',
    });
    expect(await jsonOf(await api(`/users/${admin.email}/role`, { headers: admin.bearer }))).toEqual({
      role: 'admin',
    });
    expect(await jsonOf(await api(`/users/${alice.email}/role`, { headers: admin.bearer }))).toEqual({
      role: 'user',
    });
    expect((await api(`/users/${bob.email}/role`, { headers: alice.bearer })).status).toBe(403);
  });

  it('a role field written into the record gives nothing', async () => {
    const mallory = await createAccount({ register: true });
    await db.doc(`users/${mallory.uid}`).update({ role: 'admin' });
    expect(await jsonOf(await api(`/users/${mallory.email}/role`, { headers: mallory.bearer }))).toEqual({
      role: 'user',
    });
    expect((await api('/projects', { headers: mallory.bearer })).status).toBe(403);
  });
});

describe('PUT /user/{id}', () => {
  it('updates the name and stores a new photo, answering updatedPhotoURL', async () => {
    const carol = await createAccount({ register: true });
    const response = await api(`/user/${carol.uid}`, {
      method: 'PUT',
      headers: carol.bearer,
      form: multipart({ name: 'Carol' }, { photo: [await pngFile('me.png', 900, 900)] }),
    });
    expect(response.status).toBe(200);
    const body = await jsonOf<{ updatedPhotoURL: string; data: UserAnswer }>(response);
    expect(body.updatedPhotoURL).toMatch(/^http:\/\/127\.0\.0\.1:9199\/v0\/b\/.+alt=media&token=/);
    expect(body.data).toMatchObject({ name: 'Carol', photo: body.updatedPhotoURL });
    expect(await storedFiles(`users/${carol.uid}/`)).toEqual([storagePathOf(body.updatedPhotoURL)]);
    expect((await auth.getUser(carol.uid)).displayName).toBe('Carol');

    // A second photo replaces the first; removing it leaves no file.
    const second = await api(`/user/${carol.uid}`, {
      method: 'PUT',
      headers: carol.bearer,
      form: multipart({ name: 'Carol' }, { photo: [await pngFile('me2.png')] }),
    });
    const { updatedPhotoURL } = await jsonOf<{ updatedPhotoURL: string }>(second);
    await sweepRetiredFiles();
    expect(await storedFiles(`users/${carol.uid}/`)).toEqual([storagePathOf(updatedPhotoURL)]);
    const removed = await api(`/user/${carol.uid}`, {
      method: 'PUT',
      headers: carol.bearer,
      form: multipart({ name: 'Carol', removePhoto: 'true' }),
    });
    expect(await jsonOf(removed)).toMatchObject({ updatedPhotoURL: '' });
    await sweepRetiredFiles();
    expect(await storedFiles(`users/${carol.uid}/`)).toEqual([]);
  });

  it("another user's record: 403, nothing changed", async () => {
    const response = await api(`/user/${bob.uid}`, {
      method: 'PUT',
      headers: alice.bearer,
      form: multipart({ name: 'Hacked' }),
    });
    expect(response.status).toBe(403);
    expect((await db.doc(`users/${bob.uid}`).get()).get('name')).not.toBe('Hacked');
  });

  it('an admin may update any record', async () => {
    const response = await api(`/user/${bob.uid}`, {
      method: 'PUT',
      headers: admin.bearer,
      form: multipart({ name: 'Bob by admin' }),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a missing name, a non-image photo and JSON, leaving no file', async () => {
    const noName = await api(`/user/${alice.uid}`, {
      method: 'PUT',
      headers: alice.bearer,
      form: multipart({}),
    });
    expect(noName.status).toBe(400);
    expect(await jsonOf(noName)).toMatchObject({ error: { fields: { name: 'Name is required' } } });

    const text = await api(`/user/${alice.uid}`, {
      method: 'PUT',
      headers: alice.bearer,
      form: multipart({ name: 'A' }, { photo: [file('<svg onload="x()"/>', 'a.png')] }),
    });
    expect(text.status).toBe(415);

    const json = await api(`/user/${alice.uid}`, {
      method: 'PUT',
      headers: alice.bearer,
      json: { name: 'A' },
    });
    expect(json.status).toBe(415);
    expect(await storedFiles(`users/${alice.uid}/`)).toEqual([]);
  });
});
