import { MEDIA_PATH_PREFIX } from '@portfolio/common';
import { Router, type Response } from 'express';
import type { Readable } from 'node:stream';
import { immutableCache } from '../http/cache';
import { ApiError } from '../core/api-error';
import { isFileGone, servedFile } from '../services/storage';

/**
 * The stored images on the site's own origin: `/media/v0/b/{bucket}/o/{path}?token=…` answers what the Cloud Storage
 * download URL with the same path and token answers, for the API's bucket only. A page then loads its images over
 * the connection it already has.
 */
export const mediaRouter = Router();

/**
 * Sends a file's bytes. A file deleted between its metadata and its first byte is a 404; a read failing later ends
 * the answer broken (its length is announced, so the browser sees it short), and never the process.
 */
function sendStream(res: Response, stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('error', (error: unknown) => {
      if (!res.headersSent) {
        res.removeHeader('ETag');
        reject(isFileGone(error) ? new ApiError(404, 'not_found', 'Not found') : error);
        return;
      }
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}

// The object's path is one encoded segment in a download URL; a proxy that decodes `%2F` makes it several.
mediaRouter.get(`${MEDIA_PATH_PREFIX}/v0/b/:bucket/o/*path`, immutableCache, async (req, res) => {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const { bucket, path: segments } = req.params as { bucket: string; path: string[] };
  const path = segments.join('/');
  const file = await servedFile(bucket, path, token);
  if (!file) throw new ApiError(404, 'not_found', 'Not found');
  res.set({
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    ETag: file.etag,
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  await sendStream(res, file.open());
});
