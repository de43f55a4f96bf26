import { RATE_LIMITS_COLLECTION } from '@portfolio/common';
import { expect, type APIRequestContext } from '@playwright/test';

// The Firestore emulator's REST API; the `owner` token passes by the rules.
const DOCUMENTS = 'http://127.0.0.1:8080/v1/projects/demo-portfolio/databases/(default)/documents';
const AS_OWNER = { Authorization: 'Bearer owner' };

/**
 * Clears the contact form's per-address counts. Locally every sender has one address (the emulators forward none),
 * so a journey that sends a message starts from an empty count.
 */
export async function clearContactRateLimits(request: APIRequestContext): Promise<void> {
  const listed = await request.get(`${DOCUMENTS}/${RATE_LIMITS_COLLECTION}`, { headers: AS_OWNER });
  expect(listed.status()).toBe(200);
  const { documents = [] } = (await listed.json()) as { documents?: { name: string }[] };
  for (const { name } of documents) {
    const deleted = await request.delete(`http://127.0.0.1:8080/v1/${name}`, { headers: AS_OWNER });
    expect(deleted.status()).toBe(200);
  }
}
