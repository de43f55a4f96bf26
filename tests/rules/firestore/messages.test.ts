import { collection, doc, orderBy, query, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { aMessage, SEEDED } from '../fixtures';
import { ALLOWED, DENIED, expectOutcome, firestoreOf } from '../identities';
import { collectionOperations, itForEachCell, useFirestoreRulesWorld } from './suite';

const env = useFirestoreRulesWorld();

const messages = collectionOperations({
  existing: SEEDED.message,
  // The dashboard's inbox query.
  list: (db) => query(collection(db, 'messages'), orderBy('createdAt', 'desc')),
  // What the contact form sends; it goes through the API.
  create: { path: 'messages/new-message', data: aMessage() },
  update: { read: true },
});

describe('messages: an admin reads; every write goes through the API', () => {
  // Messages have no owner, so the signed-in user stands for every non-admin account.
  // prettier-ignore
  itForEachCell(env, messages, {
    //               get      list     create  update   delete
    anonymous:      [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    signedIn:       [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    roleFieldOnly:  [DENIED,  DENIED,  DENIED, DENIED,  DENIED],
    admin:          [ALLOWED, ALLOWED, DENIED, DENIED,  DENIED],
  });
});

describe('messages: not even the read flag changes from a client', () => {
  for (const read of [true, false]) {
    it(`an admin setting read to ${read} is denied`, async () => {
      const db = firestoreOf(env(), 'admin');
      await expectOutcome(updateDoc(doc(db, SEEDED.message), { read }), DENIED);
    });
  }
});
