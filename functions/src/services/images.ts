import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_MAX_WIDTH_PX,
  MAX_IMAGE_PIXELS,
  THUMBNAIL_WIDTH_PX,
} from '@portfolio/common';
import type { Sharp } from 'sharp';

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/**
 * Images decoded at once per instance, whatever the number of requests: a decoded image is held whole while it is
 * rotated and resized, so this count bounds the memory of encoding (the bench measures the worst legal save).
 */
export const ENCODES_AT_ONCE = 2;

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

type SharpFactory = (input: Buffer, options: { failOn: 'error'; limitInputPixels: number }) => Sharp;
let sharpModule: Promise<SharpFactory> | undefined;

/** sharp (native, a few MB) loads with the first image, not with every cold start of the API. */
function loadSharp(): Promise<SharpFactory> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per image and no operation cache: the instance has one CPU, and cached decodes would
    // outlive the request.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp as unknown as SharpFactory;
  });
  return sharpModule;
}

let encoding = 0;
const waiting: (() => void)[] = [];

/** Runs `task` once fewer than ENCODES_AT_ONCE others run. */
async function bounded<T>(task: () => Promise<T>): Promise<T> {
  if (encoding >= ENCODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else encoding++;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else encoding--;
  }
}

/** The image as WebP at most `width` wide, with its size in pixels. */
async function encodeWithSize(
  input: Buffer,
  width: number,
  quality: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  // rotate() applies the EXIF orientation; the output carries no metadata (EXIF, GPS) at all.
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const encode = async (input: Buffer, width: number, quality: number) =>
  (await encodeWithSize(input, width, quality)).data;

/** The owner's portrait: WebP, at most this wide (the pages show it at most 480 px wide, on 2× screens). */
const PORTRAIT_WIDTH_PX = 960;

/** The stored portrait and its size in pixels, which the pages give the image so that nothing shifts. */
export const encodePortrait = (input: Buffer) => bounded(() => encodeWithSize(input, PORTRAIT_WIDTH_PX, 82));

/** An image of a post and its size in pixels, which the post's HTML gives it: WebP, at most 1600 px wide. */
export const encodePostImage = (input: Buffer) =>
  bounded(() => encodeWithSize(input, IMAGE_MAX_WIDTH_PX, 82));

/** The stored version of an uploaded image: WebP, at most 1600 px wide. */
export const encodeImage = (input: Buffer) => bounded(() => encode(input, IMAGE_MAX_WIDTH_PX, 82));

/** The list version: WebP, 480 px wide. */
export const encodeThumbnail = (input: Buffer) => bounded(() => encode(input, THUMBNAIL_WIDTH_PX, 75));

/**
 * The stored image and its thumbnail, decoding the upload once: the thumbnail is made from the stored version,
 * which is at most 1600 px wide, instead of from the original again.
 */
export async function encodeImageWithThumbnail(input: Buffer): Promise<{ image: Buffer; thumbnail: Buffer }> {
  const image = await encodeImage(input);
  return { image, thumbnail: await encodeThumbnail(image) };
}
