import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { aMessage, resetWorld, SEEDED } from '../fixtures';
import {
  ALLOWED,
  DENIED,
  expectOutcome,
  firestoreOf,
  matrixCells,
  OPERATIONS,
  startFirestoreRulesEnvironment,
  type FirestoreOperations,
} from '../identities';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startFirestoreRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => resetWorld(env));

const messages: FirestoreOperations = {
  get: (db) => getDoc(doc(db, SEEDED.message)),
  // The dashboard's inbox query.
  list: (db) => getDocs(query(collection(db, 'messages'), orderBy('createdAt', 'desc'))),
  // What the contact form sends; it goes through the API.
  create: (db) => setDoc(doc(db, 'messages/new-message'), aMessage()),
  update: (db) => updateDoc(doc(db, SEEDED.message), { read: true }),
  delete: (db) => deleteDoc(doc(db, SEEDED.message)),
};

describe('messages: an admin reads, marks read and deletes; nobody creates from a client', () => {
  // Messages have no owner, so the signed-in user stands for every non-admin account.
  // prettier-ignore
  const cells = matrixCells(OPERATIONS, {
    //               get      list     create  update   delete
    anonymous:      [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    signedIn:       [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    roleFieldOnly:  [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    admin:          [ALLOWED, ALLOWED, DENIED, ALLOWED, ALLOWED],
  });

  for (const { title, identity, operation, outcome } of cells) {
    it(title, async () => {
      await expectOutcome(messages[operation](firestoreOf(env, identity)), outcome);
    });
  }
});

describe('messages: an admin may change the read flag and nothing else', () => {
  const edits = [
    { change: 'the read flag back to unread', fields: { read: false }, outcome: ALLOWED },
    { change: 'the read flag to text', fields: { read: 'yes' }, outcome: DENIED },
    { change: 'the message text', fields: { message: 'Something else' }, outcome: DENIED },
    {
      change: 'the read flag and the sender',
      fields: { read: true, email: 'x@example.com' },
      outcome: DENIED,
    },
    { change: 'a reply field', fields: { reply: 'Thanks!' }, outcome: DENIED },
  ];

  for (const { change, fields, outcome } of edits) {
    it(`an admin changing ${change} is ${outcome}`, async () => {
      const db = firestoreOf(env, 'admin');
      await expectOutcome(updateDoc(doc(db, SEEDED.message), fields), outcome);
    });
  }
});
