// One publication now, for an operator (`npm run publish`): bundled beside the function (functions/lib), where the
// page renderer and the page template it needs are.
import { randomUUID } from 'node:crypto';
import { leaseDecisions, takeLease, whileHolding } from './coalescing';
import { firestoreStore, publishOnce } from './publisher';
import { ownTargetKind, publicationTarget, type TargetKind } from './target';

export interface PublishNowResult {
  version: string;
  files: number;
  /** Whether the shared record now says this publication is live (only for the process's own kind of target). */
  recorded: boolean;
}

/**
 * Renders the public site from Firestore and publishes it to `kind`, under the same lease as the functions'
 * publications. The shared record is updated only when `kind` is where this process's publications go by
 * themselves: a publication elsewhere (to a stand-in, say) says nothing of what the site serves.
 */
export async function publishNow(kind: TargetKind): Promise<PublishNowResult> {
  const holder = `operator-${randomUUID()}`;
  const { lease, target } = await takeLease(firestoreStore, holder);
  try {
    return await whileHolding(firestoreStore, lease, async (guard) => {
      const published = await publishOnce(guard, publicationTarget(kind));
      const recorded =
        kind === ownTargetKind() &&
        (await firestoreStore.change((record) =>
          leaseDecisions.succeeded(record, lease, target, published.version, Date.now()),
        ));
      return { ...published, recorded };
    });
  } finally {
    await firestoreStore.change((record) => leaseDecisions.letGo(record, lease));
  }
}
