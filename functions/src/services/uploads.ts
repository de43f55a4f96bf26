import { VALIDATION_MESSAGES } from '@portfolio/common';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../core/api-error';
import {
  detectImageType,
  encodeImageWithThumbnail,
  encodePortrait,
  encodePostImage,
  encodeThumbnail,
} from './images';
import { retireFiles } from './media-lifecycle';
import { deleteFiles, saveFile } from './storage';
import { type StoredFile } from '../core/stored-file';

/** A file of a multipart form, as the parser hands it over. */
export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

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

/** Why sharp refused an image, as the field's message. */
function unreadableMessage(error: unknown): string {
  return /pixel limit/i.test(String((error as Error)?.message))
    ? VALIDATION_MESSAGES.imageTooManyPixels
    : VALIDATION_MESSAGES.imageUnreadable;
}

/** The images one save stores, remembered so that a failing save removes each of them. */
export class UploadBatch {
  private readonly stored: string[] = [];

  constructor(private readonly folder: string) {}

  private async save(
    name: string,
    data: Buffer,
    contentType = WEBP,
    extension = 'webp',
  ): Promise<StoredFile> {
    const file = await saveFile(`${this.folder}/${name}.${extension}`, data, contentType);
    this.stored.push(file.path);
    return file;
  }

  /** A file stored as it came (its type checked by the caller), under a new name. */
  async document(file: UploadedFile, contentType: string, extension: string): Promise<StoredFile> {
    return this.save(randomUUID(), file.data, contentType, extension);
  }

  /** A portrait, with its size in pixels. */
  async portrait(file: UploadedFile): Promise<StoredFile & { width: number; height: number }> {
    const { data, width, height } = await this.encoded(file, encodePortrait);
    return { ...(await this.save(randomUUID(), data)), width, height };
  }

  /** An image of a post, with its size in pixels. */
  async postImage(file: UploadedFile): Promise<StoredFile & { width: number; height: number }> {
    const { data, width, height } = await this.encoded(file, encodePostImage);
    return { ...(await this.save(randomUUID(), data)), width, height };
  }

  private async encoded<T>(file: UploadedFile, encoder: (input: Buffer) => Promise<T>): Promise<T> {
    try {
      return await encoder(file.data);
    } catch (error) {
      const message = unreadableMessage(error);
      throw new ApiError(400, 'validation_failed', message, { [file.field]: message });
    }
  }

  /** A small image only, e.g. an avatar. */
  async thumbnail(file: UploadedFile): Promise<StoredFile> {
    return this.save(randomUUID(), await this.encoded(file, encodeThumbnail));
  }

  /** The image and its thumbnail, under one name. */
  async imageWithThumbnail(file: UploadedFile): Promise<{ image: StoredFile; thumbnail: StoredFile }> {
    const encoded = await this.encoded(file, encodeImageWithThumbnail);
    const name = randomUUID();
    const [image, thumbnail] = await this.settle([
      this.save(name, encoded.image),
      this.save(`${name}-thumb`, encoded.thumbnail),
    ]);
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

/** What a save with files did: its result, and the files of the record's previous version it no longer uses. */
export interface SaveOutcome<T> {
  result: T;
  replaced?: string[];
}

/**
 * Every save that stores files: `save` stores the request's images through the batch and writes the record. When
 * it fails, every file it stored is removed (the record is unchanged, and no file is left that nothing names);
 * when it succeeds, the files it replaced are retired: removed once no cached page can name them.
 */
export async function saveWithUploads<T>(
  folder: string,
  save: (uploads: UploadBatch) => Promise<SaveOutcome<T>>,
): Promise<T> {
  const uploads = new UploadBatch(folder);
  let outcome: SaveOutcome<T>;
  try {
    outcome = await save(uploads);
  } catch (error) {
    await uploads.rollback();
    throw error;
  }
  await retireFiles((outcome.replaced ?? []).filter(Boolean));
  return outcome.result;
}
