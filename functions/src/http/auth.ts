import { ROLES } from '@portfolio/common';
import type { Request, RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../core/firebase';
import { roleOf } from '../services/roles';
import { ApiError } from '../core/api-error';
import { privateNoStore } from './cache';

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;
const signedInUsers = new WeakMap<Request, DecodedIdToken>();

/** Verifies the bearer Firebase ID token (revocation included) and keeps its claims for the handlers. */
export const authenticate: RequestHandler = async (req, _res, next) => {
  const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (!token)
    throw new ApiError(401, 'unauthenticated', 'Sign in first: send a Firebase ID token as a Bearer token.');
  try {
    signedInUsers.set(req, await auth().verifyIdToken(token, true));
  } catch {
    throw new ApiError(401, 'unauthenticated', 'The ID token is invalid, expired or revoked.');
  }
  next();
};

/**
 * The caller of a public route, when it sent a valid token (e.g. the admin previewing a draft); a missing or bad
 * token makes an anonymous caller, since public routes never refuse one.
 */
export async function optionalCaller(req: Request): Promise<DecodedIdToken | undefined> {
  const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (!token) return undefined;
  return auth()
    .verifyIdToken(token, true)
    .catch(() => undefined);
}

/** The caller's verified token; only for handlers behind `authenticate`. */
export function caller(req: Request): DecodedIdToken {
  const user = signedInUsers.get(req);
  if (!user) throw new ApiError(401, 'unauthenticated', 'Sign in first.');
  return user;
}

export function isAdmin(user: DecodedIdToken): boolean {
  return roleOf(user) === ROLES.admin;
}

/** Admin is the custom claim, never a document field. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!isAdmin(caller(req))) throw new ApiError(403, 'forbidden', 'Only the site owner may do this.');
  next();
};

/** Who made a change, as its record keeps it: the caller's email, or their uid when the account has none. */
export const editorOf = (req: Request) => caller(req).email ?? caller(req).uid;

/** An owner's request: never cached, signed in, with the admin claim. */
export const adminOnly = [privateNoStore, authenticate, requireAdmin];

export function assertSelfOrAdmin(user: DecodedIdToken, uid: string): void {
  if (user.uid !== uid && !isAdmin(user)) {
    throw new ApiError(403, 'forbidden', 'You may only use your own account.');
  }
}

export function assertSelfOrAdminByEmail(user: DecodedIdToken, email: string): void {
  if (user.email?.toLowerCase() !== email.toLowerCase() && !isAdmin(user)) {
    throw new ApiError(403, 'forbidden', 'You may only use your own account.');
  }
}
