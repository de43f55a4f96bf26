import compression from 'compression';
import express from 'express';
import { constants as zlibConstants } from 'node:zlib';
import { bodySizeLimit, JSON_BODY_LIMIT_BYTES, jsonDepthLimit } from './http/body-limits';
import { trustedProxyHops } from './http/client-ip';
import { cors } from './http/cors';
import { errorHandler, notFoundHandler } from './http/errors';
import { contactRouter } from './routes/contact';
import { devicesRouter } from './routes/devices';
import { discoveryRouter } from './routes/discovery';
import { healthRouter } from './routes/health';
import { mediaRouter } from './routes/media';
import { contactFormBodyRefused, notFoundPage, pagesRouter } from './routes/pages';
import { projectOrderRouter } from './routes/project-order';
import { projectsRouter } from './routes/projects';
import { publicationRouter } from './routes/publication';
import { postsRouter } from './routes/posts';
import { postTrashRouter } from './routes/post-trash';
import { feedRouter } from './routes/feed';
import { exportRouter } from './routes/export';
import { backupsRouter } from './routes/backups';
import { siteRouter } from './routes/site';
import { trashRouter } from './routes/trash';
import { translationsRouter } from './routes/translations';
import { interfaceTextsRouter } from './routes/interface-texts';
import { usersRouter } from './routes/users';
import { visitsRouter } from './routes/visits';

/**
 * Brotli's quality for the answers: 6 makes a page about 7 % smaller than the default 4 for about 2 ms of work, which
 * keeps the largest seeded page inside the first round trip of a new connection (14.6 KB with its headers).
 */
const BROTLI_QUALITY = 6;

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxyHops());
  app.use(cors());
  app.use(bodySizeLimit);
  // The function's HTML and JSON travel compressed wherever they are served from (the Hosting emulator, for one,
  // passes a function's answer on as it is).
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } }));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  // The contact form sent natively: flat fields, as text.
  app.use(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT_BYTES, parameterLimit: 20 }));
  app.use(jsonDepthLimit);

  const api = express.Router();
  api.use(
    healthRouter,
    siteRouter,
    projectOrderRouter,
    projectsRouter,
    trashRouter,
    postsRouter,
    postTrashRouter,
    exportRouter,
    backupsRouter,
    usersRouter,
    devicesRouter,
    contactRouter,
    visitsRouter,
    publicationRouter,
    translationsRouter,
    interfaceTextsRouter,
  );

  // Hosting forwards `/api/...` unchanged, and the function's own URL answers the same paths: the API is under
  // /api everywhere, so that no API path can shadow a page's.
  // Under /api a path nobody answers is the API's JSON 404, never a page.
  app.use('/api', api, notFoundHandler);
  // Hosting rewrites /media/** here: the stored images on the site's origin.
  app.use(mediaRouter);
  // Before the pages: `/writing/feed.xml` would otherwise read as a post's path.
  app.use(feedRouter);
  // Hosting rewrites every other path it has no file for here: the pages, and /sitemap.xml.
  app.use(pagesRouter);
  app.use(discoveryRouter);
  app.use(notFoundPage);
  app.use(notFoundHandler);
  app.use(contactFormBodyRefused);
  app.use(errorHandler);
  return app;
}
