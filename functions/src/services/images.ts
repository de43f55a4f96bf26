import { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_WIDTH_PX, THUMBNAIL_WIDTH_PX } from '@portfolio/common';
import sharp from 'sharp';

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

/** The image type by the file's own bytes; the declared type and the name are not trusted. */
export function detectImageType(data: Buffer): AcceptedImageType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

function encode(input: Buffer, width: number, quality: number): Promise<Buffer> {
  // rotate() applies the EXIF orientation; the output carries no metadata (EXIF, GPS) at all.
  return sharp(input, { failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}

/** The stored version of an uploaded image: WebP, at most 1600 px wide. */
export const encodeImage = (input: Buffer) => encode(input, IMAGE_MAX_WIDTH_PX, 82);

/** The list version: WebP, 480 px wide. */
export const encodeThumbnail = (input: Buffer) => encode(input, THUMBNAIL_WIDTH_PX, 75);
