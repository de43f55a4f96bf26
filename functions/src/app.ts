import express from 'express';
import { errorHandler, notFoundHandler } from './http/errors';
import { healthRouter } from './routes/health';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  api.use(healthRouter);

  // Hosting forwards `/api/...` unchanged; the function's own URL has no prefix.
  app.use('/api', api);
  app.use(api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
