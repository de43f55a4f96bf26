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
