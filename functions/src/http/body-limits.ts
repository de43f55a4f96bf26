import {
  formatMegabytes,
  MAX_UPLOAD_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  PLATFORM_REQUEST_BODY_LIMIT_BYTES,
  POST_LIMITS,
  VALIDATION_MESSAGES,
} from '@portfolio/common';
import type { Request, RequestHandler } from 'express';
import { ApiError } from '../core/api-error';

/**
 * A JSON body is a form's text fields at most. The largest is a post: its Markdown (POST_LIMITS.bodyBytes) written as
 * a JSON string, where a line break or a quote takes two bytes, with room for its other fields.
 */
export const JSON_BODY_LIMIT_BYTES = 2 * POST_LIMITS.bodyBytes + 16 * 1024;
/** A multipart body carries the images of one save and the text fields, under the platform's 32 MB cap. */
export const MULTIPART_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;
/** Deeper JSON than any form sends; validating deeper structures recursively could exhaust the stack. */
const MAX_JSON_DEPTH = 8;

/** The body as Cloud Functions received it: it reads the whole body before the app runs (elsewhere: none). */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as Request & { rawBody?: Buffer }).rawBody;
}

/** The body's size: as received on Cloud Functions, elsewhere as Content-Length says it. */
export function bodySize(req: Request): number {
  const rawBody = rawBodyOf(req);
  if (rawBody) return rawBody.length;
  return Number(req.get('content-length') ?? 0) || 0;
}

/** 413 for a body over its limit, before the app reads or stores anything of it. */
export const bodySizeLimit: RequestHandler = (req, _res, next) => {
  const size = bodySize(req);
  if (req.is('multipart/form-data')) {
    if (size > MULTIPART_BODY_LIMIT_BYTES) {
      const message = VALIDATION_MESSAGES.uploadTooLarge(
        formatMegabytes(size),
        formatMegabytes(MAX_UPLOAD_BYTES),
      );
      throw new ApiError(413, 'payload_too_large', message);
    }
  } else if (req.is('application/zip')) {
    // A backup to import: the platform's own cap is the only one (PLATFORM_REQUEST_BODY_LIMIT_BYTES).
    if (size > PLATFORM_REQUEST_BODY_LIMIT_BYTES) {
      throw new ApiError(
        413,
        'payload_too_large',
        `The backup is larger than ${PLATFORM_REQUEST_BODY_LIMIT_BYTES} bytes.`,
      );
    }
  } else if (size > JSON_BODY_LIMIT_BYTES) {
    throw new ApiError(
      413,
      'payload_too_large',
      `The request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes.`,
    );
  }
  next();
};

/** The nesting depth of a parsed JSON value, counted without recursion. */
function depthExceeds(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * 400 for JSON nested deeper than any form of the API. Only a body parsed from JSON or a form has depth: Cloud
 * Functions hands any other body over as a Buffer, whose every byte the walk would visit (a 30 MB upload took 15 s
 * of processor before its handler ran).
 */
export const jsonDepthLimit: RequestHandler = (req, _res, next) => {
  if (req.is(['json', 'urlencoded']) && depthExceeds(req.body, MAX_JSON_DEPTH)) {
    throw new ApiError(400, 'bad_request', 'The JSON body is nested too deeply.');
  }
  next();
};
