// Holds the publication back from a test: the publishers share one lease on the publication's state document, and
// back off while another holder's lease has not expired. A change made meanwhile stays pending (the dashboard says
// "Publishing…"), and the public page files keep their old version: what an owner sees when they open a page before
// the publication of their change has gone live.
import { COLLECTIONS, PUBLICATION_STATE_DOC } from '@portfolio/common';
import { expect, type APIRequestContext } from '@playwright/test';
import { untilPublished } from './publication';

// The Firestore emulator's REST API; the `owner` token passes by the rules.
const DOCUMENTS = 'http://127.0.0.1:8080/v1/projects/demo-portfolio/databases/(default)/documents';
const STATE_NAME = `projects/demo-portfolio/databases/(default)/documents/${COLLECTIONS.publication}/${PUBLICATION_STATE_DOC}`;
const AS_OWNER = { Authorization: 'Bearer owner' };

/** Long enough for one step of a test; an expired lease frees the publication by itself if the test dies. */
const HOLD_MS = 120_000;

/** Writes the lease (merged: only that field), held by the test until HOLD_MS from now. */
export async function holdPublicationLease(request: APIRequestContext): Promise<void> {
  const integer = (value: number) => ({ integerValue: String(value) });
  const lease = {
    mapValue: {
      fields: {
        holder: { stringValue: 'e2e-test' },
        until: integer(Date.now() + HOLD_MS),
        fence: integer(1),
      },
    },
  };
  const written = await request.patch(
    `${DOCUMENTS}/${COLLECTIONS.publication}/${PUBLICATION_STATE_DOC}?updateMask.fieldPaths=lease`,
    { headers: AS_OWNER, data: { fields: { lease } } },
  );
  expect(written.status()).toBe(200);
}

/**
 * Removes the lease and asks for one more publication in the same write: the changes made under the lease were each
 * asked for while the publishers backed off, and a publisher starts on a new request only.
 */
export async function letPublicationLeaseGo(request: APIRequestContext): Promise<void> {
  const written = await request.post(`${DOCUMENTS}:commit`, {
    headers: AS_OWNER,
    data: {
      writes: [
        {
          update: { name: STATE_NAME, fields: {} },
          updateMask: { fieldPaths: ['lease'] },
          updateTransforms: [{ fieldPath: 'requested', increment: { integerValue: '1' } }],
        },
      ],
    },
  });
  expect(written.status()).toBe(200);
}

/** Runs `step` with the publication held back, then lets it go, failed step or not, and waits until it is live. */
export async function withPublicationHeld(
  request: APIRequestContext,
  step: () => Promise<void>,
): Promise<void> {
  await holdPublicationLease(request);
  try {
    await step();
  } finally {
    await letPublicationLeaseGo(request);
  }
  await untilPublished(request);
}
