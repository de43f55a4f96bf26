import { randomUUID } from 'node:crypto';
import { listProjects } from '../data/projects';
import {
  changePublicationRecord,
  readPublicationRecord,
  requestPublication,
  type PublicationRecord,
} from '../data/publication-state';
import { readSite } from '../data/site-content';
import { pageRenderer } from '../services/page-renderer';
import { siteOrigin } from '../services/page-head';
import { hasPageTemplate, spaShell } from '../services/spa-shell';
import { readStoredFile } from '../services/storage';
import { decideClaim, LEASE_MS, runPublications, type PublicationStore } from './coalescing';
import { storedFilesNamedBy, type PublicContent } from './public-content';
import { renderSite } from './site-renderer';
import { publicationTarget } from './target';

/** The publication's state in Firestore, each step one transaction. */
const firestoreStore: PublicationStore = {
  claim: (holder) =>
    changePublicationRecord((record) => {
      const claim = decideClaim(record, holder, Date.now(), LEASE_MS);
      if (claim.kind === 'take') return { patch: { lease: claim.lease }, result: claim.target };
      if (claim.kind === 'done' && claim.releaseLease) return { patch: { lease: null }, result: undefined };
      return { result: undefined };
    }),
  succeeded: (_holder, target, release) =>
    changePublicationRecord((record) => ({
      patch: { published: Math.max(record.published, target), release, publishedAt: Date.now(), failure: null },
      result: undefined,
    })),
  failed: (holder, failure) =>
    changePublicationRecord(() => ({
      patch: { failure, lease: { holder, until: Date.now() + LEASE_MS } },
      result: undefined,
    })),
  letGo: (holder) =>
    changePublicationRecord((record) => ({
      patch: record.lease?.holder === holder ? { lease: null } : undefined,
      result: undefined,
    })),
};

/** What the public pages show, read from Firestore and Storage. */
async function readPublicContent(): Promise<PublicContent> {
  const [{ content: site }, projects] = await Promise.all([readSite(), listProjects()]);
  const paths = storedFilesNamedBy([site, projects]);
  const media = new Map<string, Buffer>();
  await Promise.all(
    paths.map(async (path) => {
      const bytes = await readStoredFile(path);
      if (bytes) media.set(path, bytes);
      else console.warn(`publication: ${path} is named but not stored`);
    }),
  );
  return { site, projects, media };
}

/** Renders the whole public site from Firestore and publishes it. */
async function publishOnce(): Promise<{ release: string }> {
  const renderer = pageRenderer();
  const files = await renderSite(await readPublicContent(), {
    renderer,
    template: spaShell(),
    origin: siteOrigin(),
  });
  return publicationTarget().publish(files);
}

/** Publishes while changes wait, one instance at a time (see runPublications). */
export async function runPublisher(): Promise<number> {
  if (!hasPageTemplate()) {
    console.info('publication: this build has no page template (built without pages), nothing to publish');
    return 0;
  }
  return runPublications({
    store: firestoreStore,
    publishOnce,
    holder: randomUUID(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: Date.now,
  });
}

/**
 * The scheduled check: after a deploy (which releases the build without the published files) or a publication that
 * gave up, publishes again.
 */
export async function checkPublication(): Promise<number> {
  const record: PublicationRecord = await readPublicationRecord();
  const live = await publicationTarget().liveRelease();
  if (live !== record.release) {
    console.info(`publication: live release ${live} is not the last published ${record.release ?? '(none)'}`);
    await requestPublication();
  }
  return runPublisher();
}
