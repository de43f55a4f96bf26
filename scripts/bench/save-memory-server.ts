// The API's Express app in a process of its own, against the emulators, holding each request's whole body before
// the app runs as Cloud Functions does (req.rawBody): its peak resident memory is what one instance needs.
import '../lib/firebase-admin-target';
import express from 'express';
import type { AddressInfo } from 'node:net';

const { createApp } = await import('../../functions/src/app');

const platform = express();
platform.use((req, _res, next) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    (req as typeof req & { rawBody: Buffer }).rawBody = Buffer.concat(chunks);
    next();
  });
});
platform.use(createApp());
const server = platform.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
