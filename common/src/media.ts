/** Where the site serves stored images from its own origin: the Storage download path under this prefix. */
export const MEDIA_PATH_PREFIX = '/media';

/** A Cloud Storage download-token URL (production or emulator): origin, then `/v0/b/{bucket}/o/{path}?…token=…`. */
const STORAGE_DOWNLOAD_URL = /^https?:\/\/[^/]+(\/v0\/b\/[^/]+\/o\/[^/?]+\?.*\btoken=.+)$/;

/**
 * The same image on the site's own origin (`/media/v0/b/…`), where a page loads it over the connection it already
 * has rather than a new one to Cloud Storage (on a phone network, a new origin costs a name lookup and a handshake
 * before the first byte). Any other URL is returned as it is.
 */
export function siteImageUrl(url: string): string {
  const match = STORAGE_DOWNLOAD_URL.exec(url);
  return match ? `${MEDIA_PATH_PREFIX}${match[1]}` : url;
}

/** The object a Cloud Storage download-token URL names (its path decoded); undefined for any other URL. */
export function storageObjectOf(url: string): { bucket: string; path: string } | undefined {
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/?]+)\?/.exec(STORAGE_DOWNLOAD_URL.exec(url)?.[1] ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  try {
    return { bucket: match[1], path: decodeURIComponent(match[2]) };
  } catch {
    return undefined;
  }
}

/** Where a publication serves the stored files its pages show. */
export const PUBLISHED_FILES_PREFIX = '/files';

/**
 * Where a publication serves a stored file as a static file of its own: by its storage path, because Hosting
 * ignores the query (the download token) when it serves a file. Each upload is stored under a new name, so the
 * bytes under one path never change.
 */
export function publishedMediaPath(storagePath: string): string {
  return `${PUBLISHED_FILES_PREFIX}/${storagePath.split('/').map(encodeURIComponent).join('/')}`;
}
