import type { RequestHandler } from 'express';

/** Public answers may be kept by browsers for a minute and by the Hosting CDN for five. */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
  next();
};

/** Answers that depend on who asks are never stored. */
export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};
