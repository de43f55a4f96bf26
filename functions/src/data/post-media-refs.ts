import { PUBLISHED_FILES_PREFIX } from '@portfolio/common';

/** A Storage download URL's object, in any of its forms (`/media/v0/b/…`, Cloud Storage's own, the emulator's). */
const DOWNLOAD_URL_OBJECT = /\/v0\/b\/[^/\s]+\/o\/([^/?#\s"'()<>\]]+)/g;
/** A published page's copy of a stored file (`/files/{path}`). */
const PUBLISHED_FILE = new RegExp(`${PUBLISHED_FILES_PREFIX}/(posts/[^?#\\s"'()<>\\]]+)`, 'g');

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
};

/**
 * The storage paths a post's Markdown names, by the URLs it holds: an image may be uploaded for one post and shown
 * by another, so that a file is kept while any text still names it, whatever folder it is in.
 */
export function storagePathsNamedIn(text: string): string[] {
  const paths = [...text.matchAll(DOWNLOAD_URL_OBJECT), ...text.matchAll(PUBLISHED_FILE)].flatMap((match) => {
    const path = match[1] === undefined ? undefined : decoded(match[1]);
    return path ? [path] : [];
  });
  return [...new Set(paths)];
}
