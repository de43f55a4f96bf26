import { ROLES } from '@portfolio/common';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { aUserRecord, resetWorld, SEEDED } from '../fixtures';
import {
  ALLOWED,
  DENIED,
  expectOutcome,
  firestoreOf,
  matrixCells,
  OPERATIONS,
  startFirestoreRulesEnvironment,
  uidOf,
  type FirestoreOperations,
} from '../identities';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startFirestoreRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => resetWorld(env));

const newcomerRecord = `users/${uidOf('signedIn')}`;

const users: FirestoreOperations = {
  get: (db) => getDoc(doc(db, SEEDED.ownerRecord)),
  list: (db) => getDocs(collection(db, 'users')),
  // The record of the newly signed-in user, who has none yet: registration is the API's.
  create: (db) => setDoc(doc(db, newcomerRecord), aUserRecord(uidOf('signedIn'))),
  // The edit the profile page makes.
  update: (db) => updateDoc(doc(db, SEEDED.ownerRecord), { name: 'New Name' }),
  delete: (db) => deleteDoc(doc(db, SEEDED.ownerRecord)),
};

describe('users: the owner and an admin read, the owner edits name and photo, the API does the rest', () => {
  // prettier-ignore
  const cells = matrixCells(OPERATIONS, {
    //               get      list     create  update   delete
    anonymous:      [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    signedIn:       [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    owner:          [ALLOWED, DENIED,  DENIED, ALLOWED, DENIED],
    otherUser:      [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    admin:          [ALLOWED, ALLOWED, DENIED, DENIED,  DENIED],
    roleFieldOnly:  [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
  });

  for (const { title, identity, operation, outcome } of cells) {
    it(title, async () => {
      await expectOutcome(users[operation](firestoreOf(env, identity)), outcome);
    });
  }
});

describe('users: the fields an owner may change in their own record', () => {
  const edits = [
    { change: 'the name', fields: { name: 'Olivia Hart' }, outcome: ALLOWED },
    { change: 'the photo', fields: { photo: 'https://cdn.example.com/olivia.webp' }, outcome: ALLOWED },
    { change: 'the photo to none', fields: { photo: '' }, outcome: ALLOWED },
    {
      change: 'name and photo',
      fields: { name: 'Olivia', photo: 'https://cdn.example.com/o.webp' },
      outcome: ALLOWED,
    },
    { change: 'the role to admin', fields: { role: ROLES.admin }, outcome: DENIED },
    { change: 'the name and the role', fields: { name: 'Olivia', role: ROLES.admin }, outcome: DENIED },
    { change: 'the email', fields: { email: 'someone.else@portfolio.test' }, outcome: DENIED },
    { change: 'the uid', fields: { uid: uidOf('admin') }, outcome: DENIED },
    { change: 'the devices', fields: { devices: [] }, outcome: DENIED },
    { change: 'the creation date', fields: { createdAt: Timestamp.now() }, outcome: DENIED },
    { change: 'the last update date', fields: { updatedAt: Timestamp.now() }, outcome: DENIED },
    // The API deletes the file at photoPath when the photo is replaced.
    { change: 'the photo path', fields: { photoPath: 'projects/shop/main.webp' }, outcome: DENIED },
    { change: 'a field of their own invention', fields: { verified: true }, outcome: DENIED },
    { change: 'the name to empty', fields: { name: '' }, outcome: DENIED },
    { change: 'the name to blanks', fields: { name: '   ' }, outcome: DENIED },
    { change: 'the name to 101 characters', fields: { name: 'x'.repeat(101) }, outcome: DENIED },
    { change: 'the name to a number', fields: { name: 42 }, outcome: DENIED },
    { change: 'the photo to a script URL', fields: { photo: 'javascript:alert(1)' }, outcome: DENIED },
    {
      change: 'the photo to 3000 characters',
      fields: { photo: `https://${'x'.repeat(3000)}` },
      outcome: DENIED,
    },
  ];

  for (const { change, fields, outcome } of edits) {
    it(`the owner changing ${change} is ${outcome}`, async () => {
      const db = firestoreOf(env, 'owner');
      await expectOutcome(updateDoc(doc(db, SEEDED.ownerRecord), fields), outcome);
    });
  }
});

describe('users: the role comes from the claim, never from a record', () => {
  it('a user whose record says admin may read their own record', async () => {
    const db = firestoreOf(env, 'roleFieldOnly');
    await expectOutcome(getDoc(doc(db, 'users', uidOf('roleFieldOnly'))), ALLOWED);
  });

  it("a user whose record says admin may not read the admin's record", async () => {
    const db = firestoreOf(env, 'roleFieldOnly');
    await expectOutcome(getDoc(doc(db, 'users', uidOf('admin'))), DENIED);
  });

  it('a newly signed-in user may not create their own record saying admin', async () => {
    const db = firestoreOf(env, 'signedIn');
    const record = aUserRecord(uidOf('signedIn'), { role: ROLES.admin });
    await expectOutcome(setDoc(doc(db, newcomerRecord), record), DENIED);
  });

  it("an admin may not change a user's role from a client (grant-admin does)", async () => {
    const db = firestoreOf(env, 'admin');
    await expectOutcome(updateDoc(doc(db, SEEDED.ownerRecord), { role: ROLES.admin }), DENIED);
  });

  it('the owner may not list users even when the query names only their own record', async () => {
    const db = firestoreOf(env, 'owner');
    const ownRecords = query(collection(db, 'users'), where('uid', '==', uidOf('owner')));
    await expectOutcome(getDocs(ownRecords), DENIED);
  });
});
