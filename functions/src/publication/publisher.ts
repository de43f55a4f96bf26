import { randomUUID } from 'node:crypto';
import { publishedPostsWithHtml } from '../data/posts';
import { listProjects } from '../data/projects';
import {
  changePublicationRecord,
  readPublicationRecord,
  requestPublication,
  type PublicationRecord,
} from '../data/publication-state';
import { readSite } from '../data/site-content';
import { pageRenderer } from '../services/page-renderer';
import { siteOrigin } from '../services/discovery';
import { hasPageTemplate, spaShell } from '../services/spa-shell';
import { readStoredFile } from '../services/storage';
import { decideClaim, LEASE_MS, runPublications, type PublicationStore } from './coalescing';
import { storedFilesInPosts, storedFilesNamedBy, type PublicContent } from './public-content';
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
      patch: {
        published: Math.max(record.published, target),
        release,
        publishedAt: Date.now(),
        failure: null,
      },
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

/**
 * The stored files of the last publication, kept by the instance: each upload is stored under a new name, so the
 * bytes of a path never change, and a publication reads only the files it has not read before.
 */
let knownMedia = new Map<string, Buffer>();

/** What the public pages show, read from Firestore and Storage. */
async function readPublicContent(): Promise<PublicContent> {
  const [{ content: site }, projects, posts] = await Promise.all([
    readSite(),
    listProjects(),
    publishedPostsWithHtml(),
  ]);
  const paths = [...storedFilesNamedBy([site, projects]), ...storedFilesInPosts(posts)];
  const media = new Map<string, Buffer>();
  await Promise.all(
    paths.map(async (path) => {
      const bytes = knownMedia.get(path) ?? (await readStoredFile(path));
      if (bytes) media.set(path, bytes);
      else console.warn(`publication: ${path} is named but not stored`);
    }),
  );
  knownMedia = media;
  return { site, projects, posts, media };
}

/** Renders the whole public site from Firestore and publishes it. */
async function publishOnce(): Promise<{ release: string }> {
  const started = Date.now();
  const content = await readPublicContent();
  const read = Date.now();
  const files = await renderSite(content, {
    renderer: pageRenderer(),
    template: spaShell(),
    origin: siteOrigin(),
  });
  const rendered = Date.now();
  const published = await publicationTarget().publish(files);
  console.info(
    `publication: ${files.size} files, release ${published.release}: read ${read - started} ms, rendered ${rendered - read} ms, published ${Date.now() - rendered} ms`,
  );
  return published;
}

/** Publishes while changes wait, one instance at a time (see runPublications). */
export function runPublisher(): Promise<number> {
  // A function built without the pages (`npm run dev`, where Vite serves them) has nothing to publish: each change
  // is live at once.
  const publish = hasPageTemplate() ? publishOnce : async () => ({ release: 'without-pages' });
  return runPublications({
    store: firestoreStore,
    publishOnce: publish,
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
