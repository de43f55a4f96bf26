// A deploy and the publications of the public pages take turns: `npm run deploy` holds the publication lease while
// `firebase deploy` runs (so no publication releases across it, and none releases a clone of the build it
// replaces), then asks for a publication, which the `publishSite` function runs at once: the deploy released the
// built folder without the published pages. Both need Application Default Credentials of an account that may write
// the project's Firestore (`gcloud auth application-default login`).
import { randomUUID } from 'node:crypto';

type Store = typeof import('../../functions/src/publication/coalescing');

/** Which deploys replace the live release or the renderer: a full one, or `--only` naming hosting or functions. */
export function deployChangesPages(firebaseArgs: string[]): boolean {
  const index = firebaseArgs.indexOf('--only');
  if (index < 0) return true;
  return /(^|,)(hosting|functions)\b/.test(firebaseArgs[index + 1] ?? '');
}

/**
 * Runs `deploy` while holding the publication lease of `projectId`'s Firestore, then asks for a publication. Throws
 * before deploying when the lease cannot be had (no credentials, or a publication held it all along).
 */
export async function deployHoldingTheLease(
  projectId: string,
  deploy: () => Promise<number>,
): Promise<number> {
  process.env.GCLOUD_PROJECT = projectId;
  const { leaseDecisions, takeLease, whileHolding }: Store =
    await import('../../functions/src/publication/coalescing');
  const { changePublicationRecord, requestPublication } =
    await import('../../functions/src/data/publication-state');
  const store = { change: changePublicationRecord };
  const { lease } = await takeLease(store, `deploy-${randomUUID()}`);
  const status = await whileHolding(store, lease, deploy).finally(() =>
    store.change((r) => leaseDecisions.letGo(r, lease)),
  );
  if (status === 0) await requestPublication();
  return status;
}
