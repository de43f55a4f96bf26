// Multipart bodies and the images they carry.
import sharp from 'sharp';

/** The PNGs made so far, by size: one of 2000 × 1000 takes about 150 ms to encode, and the tests ask for many. */
const pngsBySize = new Map<string, Promise<Buffer>>();

/**
 * A real PNG of the given size (with a little pattern, so that it is not trivially compressible), the same bytes for
 * the same size. Every upload copies them, so no test can change another's.
 */
export function png(width = 64, height = 48): Promise<Buffer> {
  const size = `${width}x${height}`;
  let made = pngsBySize.get(size);
  if (!made) {
    made = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .composite([{ input: Buffer.from([255, 0, 0]), raw: { width: 1, height: 1, channels: 3 }, tile: true }])
      .png()
      .toBuffer();
    pngsBySize.set(size, made);
  }
  return made;
}

export type UploadFile = Blob & { name: string };

export function file(data: Buffer | string, name: string, type = 'image/png'): UploadFile {
  const bytes = typeof data === 'string' ? data : new Uint8Array(data);
  return Object.assign(new Blob([bytes], { type }), { name });
}

/** A real PNG upload named `name`. */
export async function pngFile(name: string, width?: number, height?: number): Promise<UploadFile> {
  return file(await png(width, height), name);
}

/** A multipart form from text fields and files (a field may carry several files). */
export function multipart(
  fields: Record<string, string | string[]>,
  files: Record<string, UploadFile[]> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, blobs] of Object.entries(files)) {
    for (const blob of blobs) form.append(name, blob, blob.name);
  }
  return form;
}
