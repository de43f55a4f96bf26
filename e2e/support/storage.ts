import { expect, type APIRequestContext } from '@playwright/test';

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
  const response = await request.get(`${url.origin}/storage/v1/b/${bucket}/o`, {
    params: { prefix: folder },
  });
  expect(response.status()).toBe(200);
  const { items = [] } = (await response.json()) as { items?: { name: string }[] };
  return items.map((item) => item.name);
}
