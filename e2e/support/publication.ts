// Every change of public content is published as files within seconds: a journey that changes content waits for
// the publication before it reads the public pages, as the dashboard's "Live on the site" tells the owner to.
import type { PublicationStatus } from '@portfolio/common';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { LIVE_WITHIN_MS } from '../../tests/support/publication';
import { bearerOf, OWNER_ACCOUNT } from './accounts';

/** Until the last change (whose answer has come) is live on the public pages. */
export async function untilPublished(request: APIRequestContext): Promise<void> {
  const headers = await bearerOf(OWNER_ACCOUNT);
  // A status read that fails (the emulators' proxy, under load, now and then resets a connection) is one more poll.
  const phase = async () => {
    try {
      return ((await (await request.get('/api/publication', { headers })).json()) as PublicationStatus).phase;
    } catch (error) {
      return `unread: ${error instanceof Error ? error.message : String(error)}`;
    }
  };
  await expect.poll(phase, { timeout: LIVE_WITHIN_MS }).toBe('live');
}
