import { VALIDATION_MESSAGES } from '@portfolio/common';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { detectImageType, encodeImage, encodeThumbnail } from './images';
import { deleteFiles, saveFile, type StoredFile } from './storage';

const WEBP = 'image/webp';

/** Refuses any file that is not an accepted image by its bytes, before anything is stored. */
export function assertImages(files: UploadedFile[]): void {
  const fields: Record<string, string> = {};
  for (const file of files) {
    if (!detectImageType(file.data)) fields[file.field] = VALIDATION_MESSAGES.imageType;
  }
  if (Object.keys(fields).length) {
    throw new ApiError(415, 'unsupported_media_type', VALIDATION_MESSAGES.imageType, fields);
  }
}

/**
 * Stores the images of one request and remembers them, so that a request failing later removes what it stored:
 * a failed request leaves no file behind.
 */
export class UploadBatch {
  private readonly stored: string[] = [];

  constructor(private readonly folder: string) {}

  private async save(name: string, data: Buffer): Promise<StoredFile> {
    const file = await saveFile(`${this.folder}/${name}.webp`, data, WEBP);
    this.stored.push(file.path);
    return file;
  }

  private async encoded(file: UploadedFile, encoder: (input: Buffer) => Promise<Buffer>): Promise<Buffer> {
    try {
      return await encoder(file.data);
    } catch {
      throw new ApiError(400, 'validation_failed', VALIDATION_MESSAGES.imageUnreadable, {
        [file.field]: VALIDATION_MESSAGES.imageUnreadable,
      });
    }
  }

  async image(file: UploadedFile): Promise<StoredFile> {
    return this.save(randomUUID(), await this.encoded(file, encodeImage));
  }

  /** A small image only, e.g. an avatar. */
  async thumbnail(file: UploadedFile): Promise<StoredFile> {
    return this.save(randomUUID(), await this.encoded(file, encodeThumbnail));
  }

  /** The image and its thumbnail, under one name. */
  async imageWithThumbnail(file: UploadedFile): Promise<{ image: StoredFile; thumbnail: StoredFile }> {
    const [full, small] = await Promise.all([
      this.encoded(file, encodeImage),
      this.encoded(file, encodeThumbnail),
    ]);
    const name = randomUUID();
    const [image, thumbnail] = await this.settle([this.save(name, full), this.save(`${name}-thumb`, small)]);
    return { image, thumbnail };
  }

  /** Waits for every upload to settle before failing, so that rollback sees each stored file. */
  async settle<T extends readonly unknown[]>(uploads: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
    const results = await Promise.allSettled(uploads);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
  }

  async rollback(): Promise<void> {
    await deleteFiles(this.stored.splice(0));
  }
}
