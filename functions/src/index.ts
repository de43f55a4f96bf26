import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

setGlobalOptions({ region: 'us-central1' });

/** The REST API, served under `/api` through the Hosting rewrite. */
export const api = onRequest(createApp());
