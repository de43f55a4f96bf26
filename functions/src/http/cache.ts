import type { Request, RequestHandler, Response } from 'express';

import { PUBLIC_S_MAXAGE_S } from '../config/cache';

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
export function storeNowhere(res: Response): void {
  res.set('Cache-Control', 'private, no-store');
}

/** `storeNowhere` for every answer of a route. */
export const privateNoStore: RequestHandler = (_req, res, next) => {
  storeNowhere(res);
  next();
};
