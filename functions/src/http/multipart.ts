import type { UploadedFile } from '../services/uploads';
import {
  formatMegabytes,
  isReservedFieldName,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  VALIDATION_MESSAGES,
} from '@portfolio/common';
import type busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from '../core/api-error';
import { rawBodyOf } from './body-limits';

export interface MultipartForm {
  /** Text fields; a field sent more than once keeps its last value here and every value in `all`. */
  fields: Record<string, string>;
  all: Record<string, string[]>;
  files: UploadedFile[];
}

const MAX_FIELD_BYTES = 64 * 1024;

function reservedNameError(name: string): ApiError {
  const message = VALIDATION_MESSAGES.reservedFieldName(name);
  return new ApiError(400, 'validation_failed', message, { [name]: message });
}
const MAX_FIELDS = 60;

const malformedBody = () => new ApiError(400, 'bad_request', 'The multipart body is malformed or truncated.');

/**
 * Parses a multipart/form-data body. Cloud Functions has already read the body into `rawBody`, so busboy is fed
 * from it rather than piped. Empty file inputs (no file chosen) are dropped.
 */
export async function parseMultipart(
  req: Request,
  maxFiles: number,
  {
    maxFileBytes = MAX_IMAGE_BYTES,
    fileTooLarge = VALIDATION_MESSAGES.imageTooLarge as string,
    /** The refusal of more files than `maxFiles`, on the field it names. */
    tooManyFiles = { field: 'screenshots', message: VALIDATION_MESSAGES.tooManyScreenshots as string },
  } = {},
): Promise<MultipartForm> {
  if (!req.is('multipart/form-data')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the form as multipart/form-data.');
  }
  // busboy loads with the first form, not with every cold start of the API.
  const { default: createParser } = await import('busboy');
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { fields: Object.create(null), all: Object.create(null), files: [] };
    let failed = false;
    // The body's size is checked before parsing when it is known; a streamed one is counted as it comes.
    let fileBytes = 0;
    const fail = (error: ApiError) => {
      if (!failed) {
        failed = true;
        reject(error);
      }
    };

    let parser: busboy.Busboy;
    try {
      parser = createParser({
        headers: req.headers,
        limits: {
          // busboy stops a file when it reaches this size: one byte more than allowed, so that a file of exactly
          // the limit passes and one over it is refused.
          fileSize: maxFileBytes + 1,
          files: maxFiles,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
    } catch {
      reject(new ApiError(400, 'bad_request', 'The multipart body has no boundary.'));
      return;
    }

    parser.on('field', (name, value, info) => {
      if (isReservedFieldName(name)) {
        fail(reservedNameError(name));
        return;
      }
      if (info.valueTruncated) {
        fail(
          new ApiError(413, 'payload_too_large', `The field ${name} is too large.`, { [name]: 'Too long' }),
        );
        return;
      }
      form.fields[name] = value;
      (form.all[name] ??= []).push(value);
    });
    parser.on('file', (field, stream, info) => {
      if (isReservedFieldName(field)) {
        stream.resume();
        fail(reservedNameError(field));
        return;
      }
      const chunks: Buffer[] = [];
      // A body that ends inside a file errors its stream too: unhandled, that error would end the process.
      stream.on('error', () => fail(malformedBody()));
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        fileBytes += chunk.length;
        if (fileBytes > MAX_UPLOAD_BYTES) {
          const message = VALIDATION_MESSAGES.uploadTooLarge(
            `over ${formatMegabytes(MAX_UPLOAD_BYTES)}`,
            formatMegabytes(MAX_UPLOAD_BYTES),
          );
          fail(new ApiError(413, 'payload_too_large', message));
          stream.resume();
        }
      });
      stream.on('limit', () => {
        fail(
          new ApiError(413, 'payload_too_large', fileTooLarge, {
            [field]: fileTooLarge,
          }),
        );
      });
      stream.on('close', () => {
        const data = Buffer.concat(chunks);
        if (data.length > 0 || info.filename) form.files.push({ field, filename: info.filename ?? '', data });
      });
    });
    parser.on('filesLimit', () => {
      fail(
        new ApiError(400, 'validation_failed', tooManyFiles.message, {
          [tooManyFiles.field]: tooManyFiles.message,
        }),
      );
    });
    parser.on('fieldsLimit', () => fail(new ApiError(413, 'payload_too_large', 'Too many fields.')));
    parser.on('error', () => fail(malformedBody()));
    parser.on('close', () => {
      if (!failed) resolve(form);
    });

    const rawBody = rawBodyOf(req);
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}

/** Files sent under one field name. */
export function filesOf(form: MultipartForm, field: string): UploadedFile[] {
  return form.files.filter((file) => file.field === field);
}
