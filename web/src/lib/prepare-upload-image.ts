import {
  isAcceptedImageType,
  MAX_PICKED_PHOTO_BYTES,
  MAX_PICKED_PHOTO_PIXELS,
  UPLOAD_ENCODE_QUALITY,
  UPLOAD_LONGEST_SIDE_PX,
  UPLOAD_PASSTHROUGH_BYTES,
} from '@portfolio/common';

/** Photos over what a form takes from a picker (MAX_PICKED_PHOTO_BYTES or MAX_PICKED_PHOTO_PIXELS). */
const refused = new WeakSet<File>();

/** Whether a picked photo was too large to prepare: the form says so rather than sending it. */
export const isOverPickLimits = (file: File) => refused.has(file);

let encodesWebp: boolean | undefined;
/** WebP keeps transparency; a browser that cannot encode it (Safari) sends JPEG on a white ground. */
function canEncodeWebp(): boolean {
  encodesWebp ??= document.createElement('canvas').toDataURL('image/webp').startsWith('data:image/webp');
  return encodesWebp;
}

function renamed(name: string, extension: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'image'}.${extension}`;
}

/** Whether this browser can prepare the file at all (an accepted image type, and an image decoder to use). */
export function mayPrepare(file: File): boolean {
  return isAcceptedImageType(file.type) && typeof createImageBitmap === 'function';
}

/**
 * A picked image as the form will send it: a photo straight from a phone or a camera (up to 25 MB and 50
 * megapixels) is scaled to at most UPLOAD_LONGEST_SIDE_PX on its longest side and re-encoded, so that eleven of
 * them fit in one request; a small image is sent as it is. What the browser cannot decode is sent as it is too,
 * and the server, which decodes and re-encodes everything anyway, says what is wrong with it.
 */
export async function prepareUploadImage(file: File): Promise<File> {
  if (!mayPrepare(file)) return file;
  if (file.size > MAX_PICKED_PHOTO_BYTES) {
    refused.add(file);
    return file;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = bitmap;
    if (width * height > MAX_PICKED_PHOTO_PIXELS) {
      refused.add(file);
      return file;
    }
    const longest = Math.max(width, height);
    if (longest <= UPLOAD_LONGEST_SIDE_PX && file.size <= UPLOAD_PASSTHROUGH_BYTES) return file;
    const scale = Math.min(1, UPLOAD_LONGEST_SIDE_PX / longest);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    const webp = canEncodeWebp();
    if (!webp) {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const type = webp ? 'image/webp' : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, UPLOAD_ENCODE_QUALITY),
    );
    // A re-encoding that came out heavier than an image already small enough helps nobody.
    if (!blob || (blob.size >= file.size && scale === 1)) return file;
    return new File([blob], renamed(file.name, webp ? 'webp' : 'jpg'), {
      type,
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}

/** The total of what a form sends, in bytes. */
export const totalBytes = (files: readonly (File | null | undefined)[]) =>
  files.reduce((total, file) => total + (file?.size ?? 0), 0);
