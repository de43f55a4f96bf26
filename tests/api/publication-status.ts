// Every change of public content is published as files within seconds: a test that reads the public pages through
// Hosting after a change waits for its publication first.
import type { PublicationStatus } from '@portfolio/common';
import type { TestAccount } from './accounts';
import { api, jsonOf } from './api-client';
import { LIVE_WITHIN_MS } from '../support/publication';

export async function publicationStatus(admin: TestAccount): Promise<PublicationStatus> {
  return jsonOf<PublicationStatus>(await api('/publication', { headers: admin.bearer }));
}

/** Until every change answered so far is live; the statuses seen on the way. */
export async function untilPublished(admin: TestAccount): Promise<PublicationStatus[]> {
  const seen: PublicationStatus[] = [];
  const deadline = Date.now() + LIVE_WITHIN_MS;
  for (;;) {
    const status = await publicationStatus(admin);
    seen.push(status);
    if (status.phase === 'live') return seen;
    if (Date.now() > deadline)
      throw new Error(`not live after ${LIVE_WITHIN_MS} ms: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
