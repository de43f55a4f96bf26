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
import { describe, it } from 'vitest';
import { aMessage, SEEDED } from '../fixtures';
import {
  ALLOWED,
  DENIED,
  expectOutcome,
  firestoreOf,
  matrixCells,
  OPERATIONS,
  type FirestoreOperations,
} from '../identities';
import { itForEachCell, useFirestoreRulesWorld } from './suite';

const env = useFirestoreRulesWorld();

const messages: FirestoreOperations = {
  get: (db) => getDoc(doc(db, SEEDED.message)),
  // The dashboard's inbox query.
  list: (db) => getDocs(query(collection(db, 'messages'), orderBy('createdAt', 'desc'))),
  // What the contact form sends; it goes through the API.
  create: (db) => setDoc(doc(db, 'messages/new-message'), aMessage()),
  update: (db) => updateDoc(doc(db, SEEDED.message), { read: true }),
  delete: (db) => deleteDoc(doc(db, SEEDED.message)),
};

describe('messages: an admin reads; every write goes through the API', () => {
  // Messages have no owner, so the signed-in user stands for every non-admin account.
  // prettier-ignore
  const cells = matrixCells(OPERATIONS, {
    //               get      list     create  update   delete
    anonymous:      [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    signedIn:       [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    roleFieldOnly:  [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    admin:          [ALLOWED, ALLOWED, DENIED, DENIED,  DENIED],
  });

  itForEachCell(env, messages, cells);
});

describe('messages: not even the read flag changes from a client', () => {
  for (const read of [true, false]) {
    it(`an admin setting read to ${read} is denied`, async () => {
      const db = firestoreOf(env(), 'admin');
      await expectOutcome(updateDoc(doc(db, SEEDED.message), { read }), DENIED);
    });
  }
});
