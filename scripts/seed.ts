// npm run seed [-- --production]
// Writes the demo accounts and projects, with generated images in Storage, and the default site content. Idempotent: accounts are found by
// email, projects have fixed ids, and images are uploaded only when a project has none yet.
import {
  COLLECTIONS,
  SITE_CONTENT_DOC,
  SITE_LANGUAGES_DOC,
  sourceFields,
  textFingerprint,
  translationDocId,
  utcDay,
  type Translation,
} from '@portfolio/common';
import type { UserRecord } from 'firebase-admin/auth';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { usesProduction } from './lib/firebase-admin-target';
import { SEED_POSTS, type SeedPost } from './seed-posts';
import { SEED_PROJECTS, type SeedProject } from './seed-projects';
import { SEED_LANGUAGES, SEED_TRANSLATIONS, type SeedTranslation } from './seed-translations';
import { demoVisitDays, SEEDED_VISIT_DAYS } from './seed-visits';

const { auth, db } = await import('../functions/src/core/firebase');
const { encodeImage, encodeThumbnail } = await import('../functions/src/services/images');
const { saveFile } = await import('../functions/src/services/storage');
const { setRole } = await import('../functions/src/services/roles');
const { projectsCollection, screenshotFields, storedScreenshot } =
  await import('../functions/src/data/projects');
const { userDoc } = await import('../functions/src/data/users');
const { storeDefaultSiteIfMissing } = await import('../functions/src/data/site-content');
const { writeVisitDays } = await import('../functions/src/data/visit-stats');
const { readPublicationRecord, requestPublication } = await import('../functions/src/data/publication-state');
const { newPostDocument, postsCollection } = await import('../functions/src/data/posts');
const { renderPost } = await import('../functions/src/services/post-rendering');
const { FieldValue, Timestamp } = await import('firebase-admin/firestore');

const WEBP = 'image/webp';

/** A 1600×1000 picture of an app window, in the project's colours, so that each card looks distinct. */
function mockupSvg(hue: number, variant: number): string {
  const accent = `hsl(${(hue + variant * 25) % 360} 70% 55%)`;
  const rows = Array.from({ length: 4 }, (_, i) => {
    const y = 330 + i * 150;
    return `<rect x="${420 + variant * 20}" y="${y}" width="${900 - i * 90}" height="90" rx="16" fill="white" opacity="0.85"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 65% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 20%)"/>
  </linearGradient></defs>
  <rect width="1600" height="1000" fill="url(#g)"/>
  <rect x="80" y="80" width="1440" height="840" rx="28" fill="white" opacity="0.12"/>
  <rect x="80" y="80" width="1440" height="90" rx="28" fill="${accent}"/>
  <rect x="140" y="230" width="220" height="640" rx="20" fill="white" opacity="0.25"/>
  <rect x="420" y="230" width="${700 - variant * 60}" height="60" rx="12" fill="${accent}"/>
  ${rows}
  <circle cx="${1300 - variant * 40}" cy="${260 + variant * 30}" r="60" fill="${accent}" opacity="0.9"/>
</svg>`;
}

function mockupPng(hue: number, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(mockupSvg(hue, variant)))
    .png()
    .toBuffer();
}

async function seedProject(project: SeedProject): Promise<void> {
  const ref = projectsCollection().doc(project.id);
  const existing = await ref.get();
  const { id, hue, screenshotCount, startDate, endDate, ...fields } = project;
  const data: Record<string, unknown> = {
    ...fields,
    date: endDate ? { startDate, endDate } : { startDate },
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (!existing.exists) {
    const cover = await mockupPng(hue, 0);
    const [image, thumbnail, screenshots] = await Promise.all([
      encodeImage(cover).then((data) => saveFile(`projects/${id}/main.webp`, data, WEBP)),
      encodeThumbnail(cover).then((data) => saveFile(`projects/${id}/main-thumb.webp`, data, WEBP)),
      Promise.all(
        Array.from({ length: screenshotCount }, async (_, i) => {
          const picture = await mockupPng(hue, i + 1);
          const [screenshot, screenshotThumbnail] = await Promise.all([
            encodeImage(picture).then((data) =>
              saveFile(`projects/${id}/screenshot-${i + 1}.webp`, data, WEBP),
            ),
            encodeThumbnail(picture).then((data) =>
              saveFile(`projects/${id}/screenshot-${i + 1}-thumb.webp`, data, WEBP),
            ),
          ]);
          return storedScreenshot({ image: screenshot, thumbnail: screenshotThumbnail });
        }),
      ),
    ]);
    Object.assign(data, {
      image: image.url,
      imagePath: image.path,
      thumbnail: thumbnail.url,
      thumbnailPath: thumbnail.path,
      ...screenshotFields(screenshots),
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  await ref.set(data, { merge: true });
}

/** A sample post, unless one of its slug is there (the owner's own edits are kept). */
async function seedPost(post: SeedPost): Promise<void> {
  const ref = postsCollection().doc(post.slug);
  if ((await ref.get()).exists) return;
  const fields = {
    title: post.title,
    summary: post.summary,
    body: post.body,
    tags: post.tags,
    published: true,
    publishedAt: Timestamp.fromDate(new Date(post.publishedAt)),
  };
  await ref.set(newPostDocument(fields, renderPost(post.body), 'seed'));
}

/** The seed's languages and translations, unless the owner has set their own (each kept as it is). */
async function seedLanguages(): Promise<void> {
  const languages = db.collection(COLLECTIONS.site).doc(SITE_LANGUAGES_DOC);
  if (!(await languages.get()).exists) await languages.set(SEED_LANGUAGES);
  await Promise.all(SEED_TRANSLATIONS.map(seedTranslation));
}

const sourceRecords = {
  // Read once, not through the API's listened copy (a listener would keep the script from ending).
  site: async () =>
    ((await db.collection(COLLECTIONS.site).doc(SITE_CONTENT_DOC).get()).data() as { content?: unknown })
      ?.content,
  project: async (id: string) => (await projectsCollection().doc(id).get()).data(),
  post: async (id: string) => (await postsCollection().doc(id).get()).data(),
};

async function seedTranslation({ kind, id, language, fields }: SeedTranslation): Promise<void> {
  const ref = db.collection(COLLECTIONS.translations).doc(translationDocId(kind, id, language));
  if ((await ref.get()).exists) return;
  const source = sourceFields(kind, await sourceRecords[kind](id));
  const sources = Object.fromEntries(
    Object.keys(fields).flatMap((field) => {
      const value = source[field];
      return value === undefined ? [] : [[field, textFingerprint(value)]];
    }),
  );
  const translation: Translation = {
    kind,
    id,
    language,
    fields,
    sources,
    published: true,
    updatedAt: new Date().toISOString(),
    updatedBy: 'seed',
  };
  if (kind === 'post' && typeof fields.body === 'string') {
    const { html, headings } = renderPost(fields.body);
    translation.rendered = { html, headings };
  }
  await ref.set(translation);
}

async function findOrCreateAccount(account: DemoAccount): Promise<UserRecord> {
  const existing = await auth()
    .getUserByEmail(account.email)
    .catch(() => undefined);
  if (existing) return existing;
  return auth().createUser({
    email: account.email,
    password: account.password,
    displayName: account.name,
    // The owner's address is verified so that the profile shows the verified state; the visitor's is not.
    emailVerified: account.role === 'admin',
  });
}

async function seedAccount(account: DemoAccount): Promise<void> {
  const user = await findOrCreateAccount(account);
  const ref = userDoc(user.uid);
  if (!(await ref.get()).exists) {
    await ref.set({
      name: account.name,
      email: account.email,
      uid: user.uid,
      photo: '',
      role: account.role,
      devices: {},
      createdAt: Timestamp.fromDate(new Date(user.metadata.creationTime)),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  await setRole(user.uid, account.role);
}

const started = Date.now();
await Promise.all(DEMO_ACCOUNTS.map(seedAccount));
await Promise.all(SEED_PROJECTS.map(seedProject));
// The site content's defaults, unless the owner has saved their own.
const siteStored = await storeDefaultSiteIfMissing('seed');
// Demo visit statistics, so that the dashboard's charts are never empty, and sample posts; a real site has its own.
if (!usesProduction) {
  await Promise.all(SEED_POSTS.map(seedPost));
  await seedLanguages();
  await writeVisitDays(
    demoVisitDays(
      utcDay(Date.now()),
      SEED_PROJECTS.map((project) => project.id),
    ),
  );
}
console.log(
  `Seeded ${DEMO_ACCOUNTS.length} accounts, ${SEED_PROJECTS.length} projects, ${siteStored ? 'the default' : 'no (kept the stored)'} site content, ${usesProduction ? 'no' : SEED_POSTS.length} sample posts, ${usesProduction ? 'no' : SEED_TRANSLATIONS.length} translations and ${usesProduction ? 'no' : SEEDED_VISIT_DAYS} days of visit statistics in ${Date.now() - started} ms.`,
);
// The public pages as files, with the seeded content: the emulators' publisher (or the deployed one) takes it from here.
const asked = await requestPublication();
if (process.argv.includes('--wait-for-publication')) await waitForPublication(asked);
await db.terminate();

/** Until the publication covers `asked` changes: the site is then served as files. */
async function waitForPublication(asked: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await readPublicationRecord();
    if (record.published >= asked) {
      console.log(`Published the public pages (version ${record.version}).`);
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The public pages were not published within ${timeoutMs / 1000} s: ${record.failure?.message ?? 'no answer'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
