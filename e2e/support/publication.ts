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
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/publication', { headers })).json()) as PublicationStatus).phase,
      { timeout: LIVE_WITHIN_MS },
    )
    .toBe('live');
}
