import type { RequestHandler } from 'express';

/** How long browsers may keep a public answer, and the Hosting CDN. */
export const PUBLIC_MAX_AGE_S = 60;
export const PUBLIC_S_MAXAGE_S = 300;

/** Public answers may be kept by browsers for a minute and by the Hosting CDN for five. */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_S}, s-maxage=${PUBLIC_S_MAXAGE_S}`);
  next();
};

/** Answers that depend on who asks are never stored. */
export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};
