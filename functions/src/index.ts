import { auth } from 'firebase-functions/v1';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { deleteUserRecord } from './data/users';

setGlobalOptions({ region: 'us-central1' });

/** The REST API, served under `/api` through the Hosting rewrite. */
export const api = onRequest(createApp());

/** A deleted account takes its record (devices, IP addresses, photo) with it. */
export const removeUserRecord = auth.user().onDelete((user) => deleteUserRecord(user.uid));
