import {
  DEFAULT_ROLE,
  HTTP_URL_PATTERN,
  isRecentSignIn,
  profileSchema,
  TEXT_LIMITS,
  VALIDATION_MESSAGES as M,
} from '@portfolio/common';
import { Router } from 'express';
import {
  createUserRecord,
  findUser,
  findUserOfEmail,
  findUserVersion,
  toUserRecord,
  updateUserProfile,
} from '../data/users';
import { assertSelfOrAdmin, assertSelfOrAdminByEmail, authenticate, caller, isAdmin } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { ApiError } from '../core/api-error';
import { documentId } from '../http/ids';
import { filesOf, parseMultipart } from '../http/multipart';
import { validateOrThrow } from '../http/validation';
import { auth } from '../core/firebase';
import { grantOwnerOnSignIn } from '../services/owner';
import { roleOf } from '../services/roles';
import { isAccountGone, removeAccount, removeAccountData } from '../services/accounts';
import { assertImages, saveWithUploads } from '../services/uploads';
import { lostRace } from './lost-race';

export const usersRouter = Router();

/** An account deleted while its request ran (its token was checked before) is as unknown as a missing one. */
function unlessAccountGone(error: unknown): never {
  if (isAccountGone(error)) throw new ApiError(404, 'not_found', 'User not found.');
  throw error;
}
usersRouter.use(['/users', '/user'], privateNoStore, authenticate);

/** An http(s) URL from the request, or nothing. */
function photoUrl(value: unknown): string {
  return typeof value === 'string' && value.length <= TEXT_LIMITS.url && HTTP_URL_PATTERN.test(value)
    ? value
    : '';
}

/** Whether the Auth account is still there (a deletion may be racing the request). */
function accountStillExists(uid: string): Promise<boolean> {
  return auth()
    .getUser(uid)
    .then(
      () => true,
      (error: unknown) => {
        if (isAccountGone(error)) return false;
        throw error;
      },
    );
}

/**
 * Registers the caller. Who it is comes from the token, never the body; the role is always the default one; the
 * creation time is the Auth account's. 409 when the record exists.
 */
usersRouter.post('/users', async (req, res) => {
  const user = caller(req);
  const account = await auth().getUser(user.uid).catch(unlessAccountGone);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fallbackName = account.displayName || (account.email ?? '').split('@')[0] || 'User';
  const { name } = await validateOrThrow(profileSchema, {
    name: typeof body.name === 'string' && body.name.trim() ? body.name : fallbackName,
  });
  const record = {
    name,
    email: (account.email ?? '').toLowerCase(),
    uid: user.uid,
    photo: photoUrl(body.photo) || account.photoURL || '',
    role: DEFAULT_ROLE,
    devices: {},
    createdAt: new Date(account.metadata.creationTime),
  };
  const created = await createUserRecord(user.uid, record);
  // An account deleted meanwhile keeps no record: its deletion may have removed the data before this wrote it, or
  // the record just written (which then reads as missing).
  if (!(await accountStillExists(user.uid))) {
    await removeAccountData(user.uid);
    throw new ApiError(404, 'not_found', 'User not found.');
  }
  if (!created) {
    // The record was there already, or a deletion racing this removed the one just written.
    if (await findUser(user.uid)) throw new ApiError(409, 'conflict', 'This account is already registered.');
    throw new ApiError(404, 'not_found', 'User not found.');
  }
  const roleGranted = await grantOwnerOnSignIn(user).catch(unlessAccountGone);
  res.status(201).json({ data: toUserRecord(created), roleChanged: roleGranted });
});

usersRouter.get('/user', async (req, res) => {
  const email = typeof req.query.email === 'string' ? req.query.email.trim() : '';
  if (!email) throw new ApiError(400, 'bad_request', 'Give the email: /user?email=…');
  const user = caller(req);
  assertSelfOrAdminByEmail(user, email);
  // One's own record is the caller account's; an admin gets the record of the account that has the email now.
  const record = isAdmin(user) ? await findUserOfEmail(email) : await findUser(user.uid);
  if (!record) throw new ApiError(404, 'not_found', 'User not found.');
  res.json(toUserRecord(record));
});

usersRouter.get('/users/:email/role', async (req, res) => {
  const email = req.params.email ?? '';
  assertSelfOrAdminByEmail(caller(req), email);
  const account = await auth()
    .getUserByEmail(email)
    .catch(() => undefined);
  if (!account) throw new ApiError(404, 'not_found', 'User not found.');
  res.json({ role: roleOf(account.customClaims) });
});

/** Name and, optionally, a new photo (the `photo` file part) or `removePhoto=true`. */
usersRouter.put('/user/:id', async (req, res) => {
  const uid = documentId(req.params.id, 'User');
  assertSelfOrAdmin(caller(req), uid);
  const stored = await findUserVersion(uid);
  if (!stored) throw new ApiError(404, 'not_found', 'User not found.');
  const { record: existing, version } = stored;
  const form = await parseMultipart(req, 1, {
    tooManyFiles: { field: 'photo', message: M.oneFileOnly('photo') },
  });
  const [photo] = filesOf(form, 'photo');
  if (photo) assertImages([photo]);
  const { name } = await validateOrThrow(profileSchema, form.fields);
  const removePhoto = form.fields.removePhoto === 'true';

  const updated = await saveWithUploads(`users/${uid}`, async (uploads) => {
    const changes: Parameters<typeof updateUserProfile>[1] = { name };
    if (photo) {
      const stored = await uploads.thumbnail(photo);
      Object.assign(changes, { photo: stored.url, photoPath: stored.path });
    } else if (removePhoto) {
      Object.assign(changes, { photo: '', photoPath: null });
    }
    const replaced = (photo || removePhoto) && existing.photoPath ? [existing.photoPath] : [];
    return { result: await updateUserProfile(uid, changes, version), replaced };
  }).catch(lostRace('User'));
  const updatedPhotoURL = updated?.photo ?? '';
  await auth()
    .updateUser(uid, { displayName: name, photoURL: updatedPhotoURL || null })
    .catch(unlessAccountGone);
  if (!updated) throw new ApiError(404, 'not_found', 'User not found.');
  res.json({ updatedPhotoURL, data: toUserRecord(updated) });
});

/**
 * Deletes an account with everything stored about it: the Auth account, the record with its devices, and every
 * file under the account's folder. Only its owner (or an admin), and only just after signing in again.
 */
usersRouter.delete('/user/:id', async (req, res) => {
  const uid = documentId(req.params.id, 'User');
  const user = caller(req);
  assertSelfOrAdmin(user, uid);
  // The browser asks for the password (or Google) again first.
  if (!isRecentSignIn(user.auth_time)) {
    throw new ApiError(400, 'reauthentication_required', 'Sign in again to delete the account.');
  }
  const account = await auth()
    .getUser(uid)
    .catch(() => undefined);
  if (!account && !(await findUser(uid))) throw new ApiError(404, 'not_found', 'User not found.');
  await removeAccount(uid);
  res.json({ result: { deletedCount: 1 } });
});
