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
import { readAllInterfaceTexts } from '../data/interface-texts';
import { readPublishedTranslations, readSiteLanguages } from '../data/translations';
import { pageRenderer } from '../services/page-renderer';
import { siteOrigin } from '../services/discovery';
import { hasPageTemplate, spaShell } from '../services/spa-shell';
import { readStoredFile, servedFile } from '../services/storage';
import { runPublications, type PublicationStore } from './coalescing';
import { storedFilesInPosts, storedFilesNamedBy, type PublicContent } from './public-content';
import { renderSite } from './site-renderer';
import type { PublicationTarget, PublishOptions } from './site-files';
import { publicationTarget } from './target';

/** The publication's state in Firestore, each decision one transaction. */
export const firestoreStore: PublicationStore = { change: changePublicationRecord };

/**
 * The stored files of the last publication, kept by the instance: each upload is stored under a new name, so the
 * bytes of a path never change, and a publication reads only the files it has not read before.
 */
let knownMedia = new Map<string, Buffer>();

/** What the public pages show, read from Firestore and Storage. */
async function readPublicContent(): Promise<PublicContent> {
  const [{ content: site }, projects, posts, languages, interfaceTexts] = await Promise.all([
    readSite(),
    listProjects(),
    publishedPostsWithHtml(),
    readSiteLanguages(),
    readAllInterfaceTexts(),
  ]);
  const translations = await readPublishedTranslations(languages.others);
  const postFiles = await storedFilesInPosts(posts, ({ bucket, path, token }) =>
    servedFile(bucket, path, token).then(Boolean),
  );
  const paths = [...storedFilesNamedBy([site, projects]), ...postFiles];
  const media = new Map<string, Buffer>();
  await Promise.all(
    paths.map(async (path) => {
      const bytes = knownMedia.get(path) ?? (await readStoredFile(path));
      if (bytes) media.set(path, bytes);
      else console.warn(`publication: ${path} is named but not stored`);
    }),
  );
  knownMedia = media;
  return { site, projects, posts, media, languages, translations, interfaceTexts };
}

/** Renders the whole public site from Firestore and publishes it to `target`. */
export async function publishOnce(
  guard: PublishOptions,
  target: PublicationTarget = publicationTarget(),
): Promise<{ version: string; files: number }> {
  const started = Date.now();
  const content = await readPublicContent();
  const read = Date.now();
  const files = await renderSite(content, {
    renderer: pageRenderer(),
    template: spaShell(),
    origin: siteOrigin(),
  });
  const rendered = Date.now();
  const published = await target.publish(files, guard);
  console.info(
    `publication: ${files.size} files, version ${published.version}: read ${read - started} ms, rendered ${rendered - read} ms, published ${Date.now() - rendered} ms`,
  );
  return { ...published, files: files.size };
}

/** Publishes while changes wait, one instance at a time (see runPublications). */
export function runPublisher(): Promise<number> {
  // A function built without the pages (`npm run dev`, where Vite serves them) has nothing to publish: each change
  // is live at once.
  const publish = hasPageTemplate() ? publishOnce : async () => ({ version: 'without-pages' });
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
  const live = await publicationTarget().liveVersion();
  if (live !== record.version) {
    console.info(`publication: live version ${live} is not the last published ${record.version ?? '(none)'}`);
    await requestPublication();
  }
  return runPublisher();
}
