// The heaviest save the API accepts: the main image and every screenshot allowed, their bytes adding up to the
// total limit, one of them at the largest pixel count. Used by the API tests (it must succeed) and by the bench
// (its peak memory beside the function's declared memory).
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_SCREENSHOTS, MAX_UPLOAD_BYTES } from '@portfolio/common';
import sharp from 'sharp';

/** Room left under the total for the text fields' share of the framing counted against it. */
const MARGIN_BYTES = 64 * 1024;
const COMMENT_MARKER = [0xff, 0xfe];
const MAX_SEGMENT_DATA = 65_533;

/**
 * A JPEG padded with comment segments to exactly `size` bytes: decoders skip comments, so the bytes count
 * against the limits while the pixels stay what they were.
 */
export function paddedJpeg(jpeg: Buffer, size: number): Buffer {
  let missing = size - jpeg.length;
  if (missing < 0) throw new Error(`the JPEG is already ${jpeg.length} bytes, over ${size}`);
  const segments: Buffer[] = [];
  while (missing > 0) {
    // A segment is its marker (2 bytes), its length (2 bytes, counting itself) and its data.
    const data = Math.min(MAX_SEGMENT_DATA, Math.max(0, missing - 4));
    const segment = Buffer.alloc(4 + data, 0x20);
    segment.set(COMMENT_MARKER, 0);
    segment.writeUInt16BE(data + 2, 2);
    segments.push(segment);
    missing -= segment.length;
  }
  if (missing < 0) throw new Error('cannot pad by fewer than 4 bytes');
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A photo-like JPEG (noise does not compress, as a photo's detail does not). */
export function noiseJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

/** The side of the largest square image the API decodes. */
export const LARGEST_SQUARE_SIDE = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));

export interface LegalSave {
  image: Buffer;
  screenshots: Buffer[];
  totalBytes: number;
}

/** The main image (the largest pixel count) and MAX_SCREENSHOTS screenshots, together just under the total. */
export async function largestLegalSave(): Promise<LegalSave> {
  const count = MAX_SCREENSHOTS + 1;
  const each = Math.min(MAX_IMAGE_BYTES, Math.floor((MAX_UPLOAD_BYTES - MARGIN_BYTES) / count));
  const huge = await sharp({
    create: { width: LARGEST_SQUARE_SIDE, height: LARGEST_SQUARE_SIDE, channels: 3, background: '#3a6ea5' },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const photo = await noiseJpeg(1400, 1000);
  const image = paddedJpeg(huge, each);
  const screenshots = Array.from({ length: MAX_SCREENSHOTS }, () => paddedJpeg(photo, each));
  return { image, screenshots, totalBytes: each * count };
}
