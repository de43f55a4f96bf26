// Storage rules need a rules runtime that evaluates them: the official one, or the one the launcher
// (scripts/emulators.mjs) builds on Google Cloud SDK's rules engine. On a machine with neither, it runs a fail-closed
// stand-in that denies everything without reading the rules, so a run against it would prove nothing: the suite
// then says so in one line and reports its cases as skipped.
import { BACKUP_FOLDER } from '@portfolio/common';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getMetadata, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  ALLOWED,
  DENIED,
  expectOutcome,
  matrixCells,
  RULES_PROJECT_ID,
  storageOf,
  uidOf,
} from './identities';

const runtime = process.env.STORAGE_RULES_RUNTIME;
const rulesAreEvaluated = runtime === 'official' || runtime === 'cloud-sdk';

if (!rulesAreEvaluated) {
  console.log(
    runtime === 'standin'
      ? 'storage rules: not evaluated, no Storage rules runtime on this machine (a fail-closed stand-in runs instead)'
      : `storage rules: not evaluated, no Storage emulator with a rules runtime (STORAGE_RULES_RUNTIME=${runtime ?? 'unset'})`,
  );
}

const PROJECT_IMAGE = 'projects/shop/main.webp';
const POST_IMAGE = 'posts/first-post/figure.webp';
const OWNER_AVATAR = `users/${uidOf('owner')}/avatar.webp`;
// A file outside the paths the rules name: the daily backups (the whole site, messages included), which no browser
// may read, not even the admin's (the API serves them to the admin).
const UNNAMED_FILE = `${BACKUP_FOLDER}20260101T030000Z-abcdef.zip`;
const WEBP = { contentType: 'image/webp' };
const IMAGE_BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46]);

const FILE_OPERATIONS = ['read', 'write', 'delete'] as const;
type FileOperation = (typeof FILE_OPERATIONS)[number];

function fileOperation(storage: FirebaseStorage, path: string, operation: FileOperation): Promise<unknown> {
  const file = ref(storage, path);
  if (operation === 'read') return getMetadata(file);
  if (operation === 'write') return uploadBytes(file, IMAGE_BYTES, WEBP);
  return deleteObject(file);
}

describe.skipIf(!rulesAreEvaluated)('storage rules', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    // Host and port come from FIREBASE_STORAGE_EMULATOR_HOST, which `firebase emulators:exec` sets.
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      storage: { rules: readFileSync('storage.rules', 'utf8') },
    });
  });
  afterAll(() => env.cleanup());

  // Written again before each case, so that a wrongly allowed delete cannot change the next case.
  beforeEach(() =>
    env.withSecurityRulesDisabled(async (context) => {
      const storage = context.storage();
      await Promise.all([
        uploadBytes(ref(storage, PROJECT_IMAGE), IMAGE_BYTES, WEBP),
        uploadBytes(ref(storage, OWNER_AVATAR), IMAGE_BYTES, WEBP),
        uploadBytes(ref(storage, POST_IMAGE), IMAGE_BYTES, WEBP),
        uploadBytes(ref(storage, UNNAMED_FILE), IMAGE_BYTES),
      ]);
    }),
  );

  describe('project images: anyone reads, no client writes (the API stores them)', () => {
    // prettier-ignore
    const cells = matrixCells(FILE_OPERATIONS, {
      //               read     write   delete
      anonymous:      [ALLOWED, DENIED, DENIED],
      signedIn:       [ALLOWED, DENIED, DENIED],
      roleFieldOnly:  [ALLOWED, DENIED, DENIED],
      admin:          [ALLOWED, DENIED, DENIED],
    });

    for (const { title, identity, operation, outcome } of cells) {
      it(title, async () => {
        await expectOutcome(fileOperation(storageOf(env, identity), PROJECT_IMAGE, operation), outcome);
      });
    }
  });

  describe('post images: anyone reads, no client writes (the API stores them)', () => {
    // prettier-ignore
    const cells = matrixCells(FILE_OPERATIONS, {
      //               read     write   delete
      anonymous:      [ALLOWED, DENIED, DENIED],
      signedIn:       [ALLOWED, DENIED, DENIED],
      admin:          [ALLOWED, DENIED, DENIED],
    });

    for (const { title, identity, operation, outcome } of cells) {
      it(title, async () => {
        await expectOutcome(fileOperation(storageOf(env, identity), POST_IMAGE, operation), outcome);
      });
    }
  });

  describe('avatars: the owner and an admin read, no client writes', () => {
    // prettier-ignore
    const cells = matrixCells(FILE_OPERATIONS, {
      //               read     write   delete
      anonymous:      [DENIED,  DENIED, DENIED],
      owner:          [ALLOWED, DENIED, DENIED],
      otherUser:      [DENIED,  DENIED, DENIED],
      roleFieldOnly:  [DENIED,  DENIED, DENIED],
      admin:          [ALLOWED, DENIED, DENIED],
    });

    for (const { title, identity, operation, outcome } of cells) {
      it(title, async () => {
        await expectOutcome(fileOperation(storageOf(env, identity), OWNER_AVATAR, operation), outcome);
      });
    }
  });

  describe('anything else: denied, even to an admin', () => {
    // prettier-ignore
    const cells = matrixCells(FILE_OPERATIONS, {
      //               read    write   delete
      anonymous:      [DENIED, DENIED, DENIED],
      owner:          [DENIED, DENIED, DENIED],
      admin:          [DENIED, DENIED, DENIED],
    });

    for (const { title, identity, operation, outcome } of cells) {
      it(title, async () => {
        await expectOutcome(fileOperation(storageOf(env, identity), UNNAMED_FILE, operation), outcome);
      });
    }
  });
});
