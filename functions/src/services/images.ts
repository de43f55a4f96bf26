import { IMAGE_MAX_WIDTH_PX, THUMBNAIL_WIDTH_PX } from '@portfolio/common';
import sharp from 'sharp';

export interface EncodedImage {
  full: Buffer;
  thumbnail: Buffer;
}

/** Re-encodes an uploaded image as WebP (metadata such as EXIF dropped), plus a thumbnail for the lists. */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  // rotate() applies the EXIF orientation before the metadata is dropped.
  const source = sharp(input, { failOn: 'error' }).rotate();
  const [full, thumbnail] = await Promise.all([
    source
      .clone()
      .resize({ width: IMAGE_MAX_WIDTH_PX, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    source
      .clone()
      .resize({ width: THUMBNAIL_WIDTH_PX, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
  return { full, thumbnail };
}
