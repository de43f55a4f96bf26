import type { Request, RequestHandler, Response } from 'express';

import { PUBLIC_S_MAXAGE_S } from '../config/cache';

/** The cookie Firebase Hosting passes to functions and adds to its cache key (every other cookie it strips). */
export const SESSION_COOKIE = '__session';

/**
 * Public answers and pages: browsers revalidate every time (a 304 when nothing changed, by the ETag Express
 * sets), the Hosting CDN may keep them for five minutes.
 */
export const publicCache: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', `public, max-age=0, must-revalidate, s-maxage=${PUBLIC_S_MAXAGE_S}`);
  answerConditionalRequests(req);
  next();
};

/** Files that never change under their URL (a new version gets a new one): browsers and the CDN keep them a year. */
export const immutableCache: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', 'public, max-age=31536000, immutable');
  answerConditionalRequests(req);
  next();
};

/**
 * Hosting adds `Cache-Control: no-cache` to every request it forwards, and Express then ignores If-None-Match.
 * `no-cache` asks caches to check with the origin, which is what a conditional request is: the origin answers it
 * (304 when the ETag still matches).
 */
function answerConditionalRequests(req: Request): void {
  delete req.headers['cache-control'];
  delete req.headers.pragma;
}

/** Answers that depend on who asks are never stored. */
export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/**
 * After a change to the projects, the browser that made it gets a new `__session` value for as long as the CDN
 * may keep an answer: the CDN's cache key includes it, so that browser's next public requests miss the CDN's
 * older copies and show the change at once. Everyone else sees it when their copy expires.
 */
export function skipSharedCacheAfterChange(res: Response): void {
  res.cookie(SESSION_COOKIE, `changed-${Date.now()}`, {
    maxAge: PUBLIC_S_MAXAGE_S * 1000,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: res.req.secure,
  });
}
