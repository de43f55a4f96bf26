// Documents shaped like the ones the API writes (functions/src/data), and the world every Firestore suite starts
// from.
import { PROJECT_STATUSES, ROLES, type Role } from '@portfolio/common';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { uidOf } from './identities';

const CREATED_AT = Timestamp.fromDate(new Date('2026-01-15T10:00:00Z'));
const IMAGE_BASE = 'http://127.0.0.1:9199/v0/b/demo-portfolio-rules.appspot.com/o';

export function aProject(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Shop front',
    description: 'An online shop with a cart and payments.',
    purpose: 'Sell handmade goods.',
    type: 'Full Stack',
    status: PROJECT_STATUSES.complete,
    category: 'web-dev-project',
    priority: 1,
    date: { startDate: '2025-03-01', endDate: '2025-06-30' },
    technologies: ['React', 'Node JS'],
    liveLink: 'https://shop.example.com',
    image: `${IMAGE_BASE}/projects%2Fshop%2Fmain.webp?alt=media&token=t1`,
    imagePath: 'projects/shop/main.webp',
    thumbnail: `${IMAGE_BASE}/projects%2Fshop%2Fmain-thumb.webp?alt=media&token=t2`,
    thumbnailPath: 'projects/shop/main-thumb.webp',
    screenshots: [],
    screenshotPaths: [],
    screenshotThumbnails: [],
    screenshotThumbnailPaths: [],
    published: true,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

export function aUserRecord(uid: string, overrides: { role?: Role } & Record<string, unknown> = {}) {
  return {
    name: `User ${uid}`,
    email: `${uid}@portfolio.test`,
    uid,
    photo: `${IMAGE_BASE}/users%2F${uid}%2Favatar.webp?alt=media&token=t3`,
    photoPath: `users/${uid}/avatar.webp`,
    role: ROLES.user,
    devices: [
      {
        deviceType: 'desktop',
        browser: 'Firefox 140',
        os: 'Linux',
        last_sign_location: { ip: '203.0.113.7', city: 'Dhaka', country: 'BD' },
        lastUsed: CREATED_AT,
      },
    ],
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

export function aMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Visitor',
    number: '+8801700000000',
    email: 'visitor@example.com',
    message: 'Could you build an app for my shop?',
    read: false,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function aPost(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'First post',
    summary: 'Hello',
    body: '# Hello',
    html: '<h1 id="hello">Hello</h1>',
    tags: ['web'],
    published: true,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function aTranslation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'post',
    id: 'first-post',
    language: 'bn',
    fields: { title: 'প্রথম লেখা' },
    sources: { title: '0a1b2c3d' },
    published: false,
    updatedAt: '2026-01-15T10:00:00.000Z',
    updatedBy: 'a@b.c',
    ...overrides,
  };
}

/** The documents each Firestore test may touch. */
export const SEEDED = {
  project: 'projects/shop',
  draft: 'projects/draft',
  ownerRecord: `users/${uidOf('owner')}`,
  message: 'messages/first-message',
  siteContent: 'site/content',
  siteVersion: 'siteVersions/first-version',
  trashed: 'trash/old-project',
  visitDay: 'visitStats/2026-11-24_0',
  priorityCounter: 'counters/projectPriority',
  post: 'posts/first-post',
  postVersion: 'posts/first-post/versions/first-save',
  trashedPost: 'postTrash/old-post',
  translation: 'translations/post~first-post~bn',
  translationVersion: 'translations/post~first-post~bn/versions/first-save',
  interfaceTexts: 'interfaceTexts/bn',
  // Paths no rule names: a collection of its own and a subcollection under a user's record.
  unknownCollectionDoc: 'settings/site',
  ownerSubcollectionDoc: `users/${uidOf('owner')}/private/notes`,
} as const;

/**
 * Clears the emulator and writes the fixtures with rules off: a project, a message, two documents at paths no rule
 * names, and the records of every identity but the newly signed-in user. The admin's record and the
 * role-field-only user's record both say "admin"; only the admin has the claim.
 */
export async function resetWorld(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all([
      setDoc(doc(db, SEEDED.project), aProject()),
      setDoc(doc(db, SEEDED.draft), aProject({ title: 'Not yet', published: false })),
      setDoc(doc(db, SEEDED.message), aMessage()),
      setDoc(doc(db, SEEDED.siteContent), { content: { name: 'Owner' }, files: {}, revision: 1 }),
      setDoc(doc(db, SEEDED.siteVersion), { content: { name: 'Earlier' }, files: {}, savedBy: 'a@b.c' }),
      setDoc(doc(db, SEEDED.trashed), aProject({ title: 'Deleted' })),
      setDoc(doc(db, SEEDED.post), aPost()),
      setDoc(doc(db, SEEDED.postVersion), { fields: aPost(), savedBy: 'a@b.c' }),
      setDoc(doc(db, SEEDED.trashedPost), { post: aPost({ title: 'Deleted' }) }),
      setDoc(doc(db, SEEDED.translation), aTranslation()),
      setDoc(doc(db, SEEDED.translationVersion), { translation: aTranslation(), savedBy: 'a@b.c' }),
      setDoc(doc(db, SEEDED.interfaceTexts), {
        language: 'bn',
        overrides: [{ key: 'texts.header.home', message: 'প্রথম পাতা' }],
        updatedBy: 'a@b.c',
      }),
      setDoc(doc(db, SEEDED.visitDay), { day: '2026-11-24', views: 3, pages: { '/': 3 } }),
      setDoc(doc(db, SEEDED.priorityCounter), { last: 2 }),
      setDoc(doc(db, SEEDED.unknownCollectionDoc), { theme: 'dark' }),
      setDoc(doc(db, SEEDED.ownerSubcollectionDoc), { text: 'private' }),
      setDoc(doc(db, SEEDED.ownerRecord), aUserRecord(uidOf('owner'))),
      setDoc(doc(db, 'users', uidOf('otherUser')), aUserRecord(uidOf('otherUser'))),
      setDoc(doc(db, 'users', uidOf('admin')), aUserRecord(uidOf('admin'), { role: ROLES.admin })),
      setDoc(
        doc(db, 'users', uidOf('roleFieldOnly')),
        aUserRecord(uidOf('roleFieldOnly'), { role: ROLES.admin }),
      ),
    ]);
  });
}
