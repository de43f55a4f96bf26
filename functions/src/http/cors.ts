import type { RequestHandler } from 'express';
import { ALLOWED_ORIGINS } from '../config/settings';

const LOCAL_ORIGINS = [
  'http://127.0.0.1:5000',
  'http://localhost:5000',
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];

/** The Hosting origins of the project, the local dev servers, and any listed in ALLOWED_ORIGINS. */
function allowedOrigins(): Set<string> {
  const project = process.env.GCLOUD_PROJECT;
  const hosting = project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
  const extra = ALLOWED_ORIGINS.value()
    .split(',')
    .map((origin) => origin.trim());
  return new Set([...LOCAL_ORIGINS, ...hosting, ...extra].filter(Boolean));
}

export function cors(): RequestHandler {
  const origins = allowedOrigins();
  return (req, res, next) => {
    const origin = req.get('origin');
    res.vary('Origin');
    if (origin && origins.has(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      if (req.method === 'OPTIONS') {
        res
          .set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
          .set('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key')
          .set('Access-Control-Max-Age', '3600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
