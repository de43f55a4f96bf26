import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A GET from the Storage emulator on a connection of its own. A request context keeps an idle connection with no time
 * limit, while the emulator closes one left idle for 5 s: a request sent on it as it closes fails ("read
 * ECONNRESET"), which a busy machine makes likely.
 */
export function storageGet(
  request: APIRequestContext,
  url: string,
  params?: Record<string, string>,
): ReturnType<APIRequestContext['get']> {
  return request.get(url, { params, headers: { Connection: 'close' } });
}

/**
 * The names of the files stored under a folder of the bucket a download URL points into, listed through the Storage
 * emulator's GCS API (the admin path, which rules do not bind).
 */
export async function storedFilesUnder(
  request: APIRequestContext,
  downloadUrl: string,
  folder: string,
): Promise<string[]> {
  const url = new URL(downloadUrl);
  const bucket = /\/v0\/b\/([^/]+)\/o\//.exec(url.pathname)?.[1];
  if (!bucket) throw new Error(`not a Storage download URL: ${downloadUrl}`);
  const response = await storageGet(request, `${url.origin}/storage/v1/b/${bucket}/o`, { prefix: folder });
  expect(response.status()).toBe(200);
  const { items = [] } = (await response.json()) as { items?: { name: string }[] };
  return items.map((item) => item.name);
}
